import type { FastifyPluginAsync } from 'fastify';
import { apiError } from '../api-error';
import { applicationOwnerOf } from '../application-owner';
import { sendPdf } from '../pdf-reply';
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
  const { findLoginSession, getApplicationDocument } = useCases;
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
      const owner = await applicationOwnerOf(request, findLoginSession);
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
};
