import type { FastifyPluginAsync } from 'fastify';
import {
  APPLICATION_FIELDS,
  applicationFormInputOf,
} from '../../../domain/application/application-fields';
import { ONLINE_SIGNING_REFUSED } from '../../../domain/application/online-signing-risk';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/products/product-type';
import { TARIFF_ID_MAX_LENGTH, TARIFF_ID_PATTERN } from '../../../domain/tariffs/tariff-id';
import { applicationOwnerOf } from '../request-owner';
import type { RouteOptions } from '../server-use-cases';

interface DraftBody {
  readonly product: ProductType;
  readonly tariffId?: string;
  readonly fields: Readonly<Record<string, string>>;
}

// Every form field as a string (yes/no as "ja"/"nein" or "true"/"false"); the length cap
// lets the domain's "too long" message answer a 10,000-character name instead of a schema error.
const FIELDS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    APPLICATION_FIELDS.map((field) => [field, { type: 'string', maxLength: 20_000 }]),
  ),
} as const;

/** The body of both draft routes; exported for the fuzz test that runs it through Fastify's check. */
export const APPLICATION_DRAFT_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['product', 'fields'],
  properties: {
    product: { type: 'string', enum: PRODUCT_TYPES },
    tariffId: { type: 'string', maxLength: TARIFF_ID_MAX_LENGTH, pattern: TARIFF_ID_PATTERN },
    fields: FIELDS_SCHEMA,
  },
} as const;

const invalidBody = (error: { kind: string; message: string; fields: object }) => ({
  error: { kind: error.kind, message: error.message, fields: error.fields },
});

/**
 * The application draft of /personal-data for the browser and the tests:
 * GET /api/application/personal-data (the owner's draft or null),
 * POST /api/application/personal-data (check → 400 with every field's message, nothing stored;
 * a customer who may not sign online → 422 with the reasons, nothing stored; else 200 with the
 * stored draft) and POST /api/application/callback-request (a consultant calls back).
 */
export const applicationDraftRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  const { useCases } = options;

  app.get('/application/personal-data', async (request, reply) => {
    const owner = await applicationOwnerOf(request, reply, options, { create: false });
    const draft = owner === null ? null : await useCases.getApplicationDraft(owner);
    return reply.header('cache-control', 'private, no-store').send({ draft });
  });

  app.post<{ Body: DraftBody }>(
    '/application/personal-data',
    { schema: { body: APPLICATION_DRAFT_BODY_SCHEMA } },
    async (request, reply) => {
      const owner = await applicationOwnerOf(request, reply, options, { create: true });
      if (owner === null) throw new Error('an owner is always created');
      const saved = await useCases.saveApplicationDraft({
        owner,
        product: request.body.product,
        tariffId: request.body.tariffId ?? null,
        input: applicationFormInputOf(request.body.fields),
      });
      if (!saved.ok) return reply.code(400).send(invalidBody(saved.error));
      const { form, signing } = saved.value;
      if (!signing.allowed) {
        return reply.code(422).send({
          error: {
            kind: 'application/risk',
            message: ONLINE_SIGNING_REFUSED.explanation,
            reasons: signing.reasons,
          },
        });
      }
      return { draft: { product: request.body.product, form } };
    },
  );

  app.post<{ Body: DraftBody }>(
    '/application/callback-request',
    { schema: { body: APPLICATION_DRAFT_BODY_SCHEMA } },
    async (request, reply) => {
      const owner = await applicationOwnerOf(request, reply, options, { create: true });
      if (owner === null) throw new Error('an owner is always created');
      const requested = await useCases.requestCallback({
        owner,
        product: request.body.product,
        tariffId: request.body.tariffId ?? null,
        input: applicationFormInputOf(request.body.fields),
      });
      if (!requested.ok) return reply.code(400).send(invalidBody(requested.error));
      return reply.code(201).send({ id: requested.value.id, source: requested.value.source });
    },
  );
};
