import type { FastifyPluginAsync } from 'fastify';
import { TARIFF_ID_PARAMETER } from '../../../domain/application/application-entry';
import { readStepRequest } from '../../../domain/onboarding/step-query';
import { encodeSearchQuery } from '../../../domain/search-data/encode';
import { apiError } from '../api-error';
import { sendPdf } from '../pdf-reply';
import { knownApplicationOwnerOf } from '../request-owner';
import type { RouteOptions } from '../server-use-cases';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Dieses Dokument gibt es nicht.';

/**
 * GET /application/:reference/documents/:id: a document of the asker's own application as a
 * PDF download. Anyone else — a guessed reference, another session's cookie — gets 404.
 */
export const applicationDocumentsRoutes: FastifyPluginAsync<RouteOptions> = async (
  app,
  { useCases },
) => {
  const { findLoginSession, getApplicationDocument, getApplicationDraft, applicationDocuments } =
    useCases;
  app.get<{ Params: { reference: string; id: string } }>(
    '/application/:reference/documents/:id',
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            reference: { type: 'string', maxLength: 40 },
            id: { type: 'string', maxLength: 60 },
          },
        },
      },
    },
    async (request, reply) => {
      const owner = await knownApplicationOwnerOf(request, findLoginSession);
      const document =
        owner === null
          ? null
          : await getApplicationDocument(owner, request.params.reference, request.params.id);
      if (document === null) {
        return reply.code(404).send(apiError('application/not-found', DOCUMENT_NOT_FOUND_MESSAGE));
      }
      return sendPdf(reply, document.fileName, document.bytes);
    },
  );

  /**
   * GET /api/application-documents/:id?tariffId=…&<search>: a document to read before signing,
   * made for the asker's own /personal-data draft and the tariff of the URL. No draft, another
   * visitor, an unknown tariff or document: 404.
   */
  app.get<{ Params: { id: string } }>(
    '/api/application-documents/:id',
    {
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'string', maxLength: 60 } },
        },
      },
    },
    async (request, reply) => {
      const notFound = () =>
        reply.code(404).send(apiError('application/not-found', DOCUMENT_NOT_FOUND_MESSAGE));
      const url = new URL(request.url, 'http://portal.invalid');
      const tariffId = url.searchParams.get(TARIFF_ID_PARAMETER)?.trim() ?? '';
      const read = readStepRequest(url);
      const owner = await knownApplicationOwnerOf(request, findLoginSession);
      if (owner === null || read.kind === 'invalid' || tariffId === '' || tariffId.length > 200) {
        return notFound();
      }
      const draft = await getApplicationDraft(owner);
      if (draft === null) return notFound();
      const choice = {
        product: read.search.searchData.productType ?? draft.product,
        tariffId,
        searchQuery: encodeSearchQuery(read.search),
      };
      const made = await applicationDocuments.preview(draft.form, choice);
      const document = made.ok ? made.value.find(({ id }) => id === request.params.id) : undefined;
      if (document === undefined) return notFound();
      return sendPdf(reply, document.fileName, document.bytes);
    },
  );
};
