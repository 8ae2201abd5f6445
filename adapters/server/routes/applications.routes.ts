import type { FastifyPluginAsync } from 'fastify';
import type {
  ApplicationForm,
  ApplicationTariffChoice,
} from '../../../domain/application/application-form';
import { VISITOR_COOKIE } from '../../../domain/device/cookies';
import { formatFileSize } from '../../../domain/format/file-size';
import type {
  ApplicationConsents,
  SubmitApplicationError,
} from '../../../ports/use-cases/submit-application.use-case';
import { API_ERROR_SCHEMA, apiError } from '../api-error';
import { visitorCookieOptions, visitorIdOf } from '../cookies';
import { knownApplicationOwnerOf } from '../request-owner';
import type { RouteOptions } from '../server-use-cases';
import {
  APPLICATION_STATUS_SCHEMA,
  DOCUMENT_LIST_SCHEMA,
  PREVIEW_DOCUMENTS_SCHEMA,
  SUBMIT_APPLICATION_SCHEMA,
} from './application-schemas';

interface SubmitBody {
  readonly form: ApplicationForm;
  readonly choice: ApplicationTariffChoice;
  readonly consents: ApplicationConsents;
  readonly idempotencyKey: string;
}

interface PreviewBody {
  readonly form: ApplicationForm;
  readonly choice: ApplicationTariffChoice;
}

export const NOT_FOUND_MESSAGE = 'Diesen Antrag gibt es nicht.';

const errorBody = (error: SubmitApplicationError) => ({
  error: {
    kind: error.kind,
    message: error.message,
    ...(error.fields === undefined ? {} : { fields: error.fields }),
  },
});

const ERROR_WITH_FIELDS_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['kind', 'message'],
      properties: {
        kind: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
} as const;

/** SPEC §9 sizes; null for a document not made yet (it is made when first opened). */
const withSizes = (
  documents: readonly { id: string; title: string; fileName: string; sizeBytes: number | null }[],
) =>
  documents.map((d) => ({
    ...d,
    size: d.sizeBytes === null ? null : formatFileSize(d.sizeBytes),
  }));

/**
 * The customer's applications under /api: submit (stored with its outbox in one transaction;
 * the same idempotency key answers the first application), read back (owner only, else 404)
 * and the documents of a form before signing.
 */
export const applicationsRoutes: FastifyPluginAsync<RouteOptions> = async (
  app,
  { deps, useCases },
) => {
  const { submitApplication, getApplication, applicationDocuments, findLoginSession } = useCases;

  app.post<{ Body: SubmitBody }>(
    '/applications',
    {
      schema: {
        body: SUBMIT_APPLICATION_SCHEMA,
        response: {
          200: {
            type: 'object',
            required: ['reference', 'status'],
            properties: { reference: { type: 'string' }, status: APPLICATION_STATUS_SCHEMA },
          },
          400: ERROR_WITH_FIELDS_SCHEMA,
          422: ERROR_WITH_FIELDS_SCHEMA,
          503: API_ERROR_SCHEMA,
        },
      },
      // The answer is a reference and a status (about 50 bytes), below the compression threshold
      // (1 kB): no compression hook per request. A 400 listing many fields' messages goes out
      // uncompressed too (a few kB at most).
      compress: false,
    },
    async (request, reply) => {
      // The cookie's signature checked once (an HMAC) for the owner and the cookie below.
      const cookieVisitorId = visitorIdOf(request);
      const owner = await knownApplicationOwnerOf(request, findLoginSession, cookieVisitorId);
      const visitorId = owner?.visitorId || deps.ids.newId();
      const result = await submitApplication({
        ...request.body,
        owner: { accountId: owner?.accountId ?? null, visitorId },
      });
      if (cookieVisitorId === null) {
        reply.setCookie(VISITOR_COOKIE, visitorId, visitorCookieOptions(deps.config));
      }
      if (result.ok) return result.value;
      const status =
        result.error.kind === 'application/store'
          ? 503
          : result.error.kind === 'application/risk'
            ? 422
            : 400;
      return reply.code(status).send(errorBody(result.error));
    },
  );

  app.get<{ Params: { reference: string } }>(
    '/applications/:reference',
    {
      schema: {
        params: {
          type: 'object',
          properties: { reference: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request, reply) => {
      const owner = await knownApplicationOwnerOf(request, findLoginSession);
      const view = owner === null ? null : await getApplication(owner, request.params.reference);
      if (view === null) {
        return reply.code(404).send(apiError('application/not-found', NOT_FOUND_MESSAGE));
      }
      return { ...view, documents: withSizes(view.documents) };
    },
  );

  app.post<{ Body: PreviewBody }>(
    '/applications/preview-documents',
    {
      schema: {
        body: PREVIEW_DOCUMENTS_SCHEMA,
        response: {
          200: { type: 'object', properties: { documents: DOCUMENT_LIST_SCHEMA } },
          400: API_ERROR_SCHEMA,
        },
      },
    },
    async (request, reply) => {
      const made = await applicationDocuments.preview(request.body.form, request.body.choice);
      if (!made.ok) return reply.code(400).send(apiError(made.error.kind, made.error.message));
      return {
        documents: withSizes(
          made.value.map((d) => ({
            id: d.id,
            title: d.title,
            fileName: d.fileName,
            sizeBytes: d.bytes.byteLength,
          })),
        ),
      };
    },
  );
};
