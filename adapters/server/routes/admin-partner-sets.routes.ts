import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { PartnerSetRuleError } from '../../../domain/partner/partner-set-rules';
import { ADMIN_RATE_LIMIT, requireAdminToken } from '../admin-token';
import { apiError } from '../api-error';
import type { RouteOptions } from '../server-use-cases';

const NAME_PARAMS = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: { type: 'string', maxLength: 100 } },
} as const;

const statusOf = (error: PartnerSetRuleError): number =>
  error.kind === 'partner-set/not-found' ? 404 : error.kind === 'partner-set/protected' ? 409 : 400;

const refuse = (reply: FastifyReply, error: PartnerSetRuleError): FastifyReply =>
  reply.code(statusOf(error)).send(apiError(error.kind, error.message));

/**
 * The partner sets (SPEC §9 wpset → SPEC §3 wp1, wp2) for support staff (`rente partner`), only
 * when ADMIN_TOKEN is set, with the same bearer token and rate limit as the other admin routes:
 * GET /api/admin/partner-sets, PUT /api/admin/partner-sets/:name { b2BPartner, b2BAdPartner }
 * (201 new, 200 replaced), DELETE /api/admin/partner-sets/:name (404 unknown, 409 a SPEC §9
 * default). GET /api/b2bpartner/:wpsetName answers the change with the next request.
 */
export const adminPartnerSetsRoutes: FastifyPluginAsync<RouteOptions> = async (
  app,
  { deps, useCases },
) => {
  const token = deps.config.adminToken;
  if (token === undefined) return;
  const { managePartnerSets } = useCases;
  const rateLimit = ADMIN_RATE_LIMIT;
  requireAdminToken(app, token);

  app.get('/admin/partner-sets', { config: { rateLimit } }, async () => ({
    partnerSets: await managePartnerSets.list(),
  }));

  app.put<{
    Params: { name: string };
    Body: { b2BPartner: string; b2BAdPartner?: string | null };
  }>(
    '/admin/partner-sets/:name',
    {
      config: { rateLimit },
      schema: {
        params: NAME_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['b2BPartner'],
          properties: {
            b2BPartner: { type: 'string', maxLength: 100 },
            b2BAdPartner: { type: ['string', 'null'], maxLength: 100 },
          },
        },
      },
    },
    async (request, reply) => {
      const stored = await managePartnerSets.put({ name: request.params.name, ...request.body });
      if (!stored.ok) return refuse(reply, stored.error);
      return reply.code(stored.value.created ? 201 : 200).send({
        partnerSet: stored.value.set,
        created: stored.value.created,
      });
    },
  );

  app.delete<{ Params: { name: string } }>(
    '/admin/partner-sets/:name',
    { config: { rateLimit }, schema: { params: NAME_PARAMS } },
    async (request, reply) => {
      const removed = await managePartnerSets.remove(request.params.name);
      if (!removed.ok) return refuse(reply, removed.error);
      return { removed: removed.value };
    },
  );
};
