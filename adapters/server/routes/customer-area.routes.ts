import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { TAKEOVER_FIELDS } from '../../../domain/customer-area/data-takeover';
import { SESSION_COOKIE } from '../../../domain/device/cookies';
import type { CustomerAreaPageServices } from '../../../ports/customer-area-page-services';
import { NOT_LOGGED_IN } from '../../../ports/customer-area-page-services';
import { customerWithdrawalOf } from '../../../ports/use-cases/customer-applications.use-case';
import { API_ERROR_SCHEMA, apiError } from '../api-error';
import { signedCookieOf, visitorIdOf } from '../cookies';
import { customerAreaServicesFactory } from '../customer-area-page-services';
import type { RouteOptions } from '../server-use-cases';
import {
  APPLICATION_SCHEMA,
  applicationJson,
  ID_PARAMS,
  type SaveBody,
  WATCHLIST_SAVE_BODY_SCHEMA,
  WATCHLIST_SCHEMA,
  WITHDRAWAL_BODY_SCHEMA,
} from './customer-area-json';

export const LOGIN_REQUIRED_MESSAGE = 'Bitte melden Sie sich an, um Ihren Kundenbereich zu sehen.';
export const APPLICATION_NOT_FOUND_MESSAGE = 'Diesen Antrag gibt es nicht.';
export const WATCHLIST_ENTRY_NOT_FOUND_MESSAGE =
  'Diesen Eintrag gibt es auf Ihrem Merkzettel nicht.';

/**
 * The customer area as JSON for the logged-in account of the session cookie (a live login that
 * is not anonymous): GET /api/customer/applications(/:reference), GET
 * /api/customer/application-data („Daten übernehmen“), GET /api/customer/watchlist,
 * POST /api/customer/watchlist, DELETE /api/customer/watchlist/:id and POST
 * /api/customer/applications/:reference/withdrawal (Widerruf, § 152 VVG). A guest gets 401, another
 * account's reference or entry 404 as one that does not exist; never cached. The CSRF check of
 * every state-changing request (security.ts) guards POST and DELETE.
 */
export const customerAreaRoutes: FastifyPluginAsync<RouteOptions> = async (app, { useCases }) => {
  const servicesOf = customerAreaServicesFactory({ useCases });
  const areaOf = (request: FastifyRequest): CustomerAreaPageServices | undefined =>
    servicesOf({
      sessionId: signedCookieOf(request, SESSION_COOKIE),
      visitorId: visitorIdOf(request),
    }).customerArea;
  const loginRequired = (reply: FastifyReply) =>
    reply.code(401).send(apiError('auth/login-required', LOGIN_REQUIRED_MESSAGE));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/customer/applications',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['applications', 'pointsBalance'],
            properties: {
              applications: { type: 'array', items: APPLICATION_SCHEMA },
              /** Null for an account that is no points member (SPEC §6). */
              pointsBalance: { type: ['integer', 'null'] },
            },
          },
          401: API_ERROR_SCHEMA,
        },
      },
    },
    async (request, reply) => {
      const overview = await areaOf(request)?.overview();
      if (overview === null || overview === undefined) return loginRequired(reply);
      return {
        applications: overview.applications.map(applicationJson),
        pointsBalance: overview.pointsMember ? overview.pointsBalance : null,
      };
    },
  );

  app.get<{ Params: { reference: string } }>(
    '/customer/applications/:reference',
    {
      schema: {
        params: ID_PARAMS('reference'),
        response: { 200: APPLICATION_SCHEMA, 401: API_ERROR_SCHEMA, 404: API_ERROR_SCHEMA },
      },
    },
    async (request, reply) => {
      const overview = await areaOf(request)?.overview();
      if (overview === null || overview === undefined) return loginRequired(reply);
      const found = overview.applications.find((a) => a.reference === request.params.reference);
      if (found === undefined) {
        return reply
          .code(404)
          .send(apiError('application/not-found', APPLICATION_NOT_FOUND_MESSAGE));
      }
      return applicationJson(found);
    },
  );

  app.get(
    '/customer/application-data',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: ['object', 'null'],
                required: ['reference', 'submittedOn', 'values'],
                properties: {
                  reference: { type: 'string' },
                  submittedOn: { type: 'string' },
                  values: {
                    type: 'object',
                    properties: Object.fromEntries(
                      TAKEOVER_FIELDS.map((field) => [field, { type: 'string' }]),
                    ),
                  },
                },
              },
            },
          },
          401: API_ERROR_SCHEMA,
        },
      },
    },
    async (request, reply) => {
      const found = await useCases.findLoginSession(signedCookieOf(request, SESSION_COOKIE));
      const accountId = found.kind === 'live' ? found.session.accountId : null;
      if (accountId === null) return loginRequired(reply);
      return { data: await useCases.previousApplicationData(accountId) };
    },
  );

  app.get(
    '/customer/watchlist',
    { schema: { response: { 200: WATCHLIST_SCHEMA, 401: API_ERROR_SCHEMA } } },
    async (request, reply) => {
      const entries = await areaOf(request)?.watchlist();
      if (entries === null || entries === undefined) return loginRequired(reply);
      return { entries };
    },
  );

  app.post<{ Body: SaveBody }>(
    '/customer/watchlist',
    {
      schema: {
        body: WATCHLIST_SAVE_BODY_SCHEMA,
        response: {
          201: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string' }, entries: WATCHLIST_SCHEMA.properties.entries },
          },
          400: API_ERROR_SCHEMA,
          401: API_ERROR_SCHEMA,
          409: API_ERROR_SCHEMA,
        },
      },
    },
    async (request, reply) => {
      const area = areaOf(request);
      const saved =
        area === undefined
          ? NOT_LOGGED_IN
          : await area.save({
              kind: request.body.kind,
              tariffId: request.body.tariffId ?? '',
              query: request.body.query,
            });
      if (saved === NOT_LOGGED_IN) return loginRequired(reply);
      if (!saved.ok) {
        const status = saved.error.kind === 'watchlist/full' ? 409 : 400;
        return reply.code(status).send(apiError(saved.error.kind, saved.error.message));
      }
      return reply.code(201).send({ id: saved.value.id, entries: (await area?.watchlist()) ?? [] });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/customer/watchlist/:id',
    {
      schema: {
        params: ID_PARAMS('id'),
        response: { 401: API_ERROR_SCHEMA, 404: API_ERROR_SCHEMA },
      },
    },
    async (request, reply) => {
      const removed = (await areaOf(request)?.remove(request.params.id)) ?? NOT_LOGGED_IN;
      if (removed === NOT_LOGGED_IN) return loginRequired(reply);
      if (!removed) {
        return reply
          .code(404)
          .send(apiError('watchlist/not-found', WATCHLIST_ENTRY_NOT_FOUND_MESSAGE));
      }
      return reply.code(204).send();
    },
  );

  app.post<{ Params: { reference: string }; Body: { confirmed: boolean } }>(
    '/customer/applications/:reference/withdrawal',
    {
      schema: {
        params: ID_PARAMS('reference'),
        body: WITHDRAWAL_BODY_SCHEMA,
        response: {
          200: APPLICATION_SCHEMA.properties.withdrawal,
          400: API_ERROR_SCHEMA,
          401: API_ERROR_SCHEMA,
          404: API_ERROR_SCHEMA,
          409: API_ERROR_SCHEMA,
        },
      },
    },
    async (request, reply) => {
      const withdrawal = areaOf(request)?.withdrawal;
      const reference = request.params.reference;
      const done =
        withdrawal === undefined
          ? NOT_LOGGED_IN
          : await withdrawal.withdraw(reference, request.body.confirmed);
      if (done === NOT_LOGGED_IN) return loginRequired(reply);
      if (!done.ok) {
        const status =
          done.error.kind === 'withdrawal/not-found'
            ? 404
            : done.error.kind === 'withdrawal/unconfirmed'
              ? 400
              : 409;
        return reply.code(status).send(apiError(done.error.kind, done.error.message));
      }
      return customerWithdrawalOf(reference, done.value.period);
    },
  );
};
