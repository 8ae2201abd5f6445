import { serverServicesFactory } from '../../adapters/server/server-services';
import { PAGE_FORM_LIMIT } from '../../adapters/server/ssr';
import { flowModuleOf } from '../../web/app/route-modules';
import { PUBLIC_ORIGIN } from '../support/test-server';
import { TARGETS } from './api-body-targets';
import type { RouteContext } from './direct-use-cases';
import type { Answer, Route } from './route-check';

/**
 * The page forms' steps: what the server's page renderer does with a posted form
 * (web/entry.server.tsx → react-router's static handler) up to the page's HTML: the request's
 * services (serverServicesFactory, with its session and visitor), then the page's own action
 * (web/app/routes/<area>/*-route.tsx) with the form. Its answer is a redirect, or the page's data with a
 * status; the messages in that data are what the page shows. Rendering the HTML is the inject
 * suite's (api-bodies): it costs 10 to 40 ms a page.
 */

// Keys of a page's data whose texts the page shows as messages; `values` echoes the form.
const MESSAGE_KEYS = new Set(['message', 'summary', 'error', 'formError']);

/** The messages a page's data carries: texts under MESSAGE_KEYS, and each field's in `errors`. */
export const pageMessagesOf = (data: unknown, key = ''): string[] => {
  if (typeof data === 'string') return MESSAGE_KEYS.has(key) || key === 'errors' ? [data] : [];
  if (typeof data !== 'object' || data === null || key === 'values') return [];
  return Object.entries(data).flatMap(([name, value]) =>
    pageMessagesOf(value, key === 'errors' && typeof value === 'string' ? 'errors' : name),
  );
};

interface DataWithInit {
  readonly type: 'DataWithResponseInit';
  readonly data: unknown;
  readonly init: { readonly status?: number } | null;
}

const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'DataWithResponseInit';

/** What the page answers for its action's outcome: a redirect's status, or its data's. */
const answerOf = (outcome: unknown): Answer => {
  if (outcome instanceof Response) return { status: outcome.status, messages: [] };
  if (isDataWithInit(outcome))
    return { status: outcome.init?.status ?? 200, messages: pageMessagesOf(outcome.data) };
  return { status: 200, messages: pageMessagesOf(outcome) };
};

export const pageFormRoutesOf = async ({
  server,
  useCases,
  senders,
}: RouteContext): Promise<Readonly<Record<string, Route>>> => {
  const servicesFor = serverServicesFactory({
    deps: { ...server.deps, useCases },
    config: {
      publicUrl: server.deps.config.publicUrl,
      brandName: server.deps.config.brandName,
      phoneNumber: server.deps.config.phoneNumber,
      testRoutes: false,
      uploadMaxBytes: server.deps.config.uploadMaxBytes,
    },
    contentOf: () => null,
  });
  const routes: Record<string, Route> = {};
  for (const target of TARGETS.filter((t) => t.html === true && !t.url.startsWith('/login/'))) {
    const path = new URL(target.url, PUBLIC_ORIGIN).pathname;
    const module = flowModuleOf(path);
    const action = module === null ? undefined : (await module.load()).action;
    if (action === undefined) throw new Error(`${path}: no page action`);
    routes[target.name] = {
      limit: PAGE_FORM_LIMIT,
      rawBody: true,
      step: async (body, { url }) => {
        // Every page form comes from the fuzz visitor (the server would hand a guest a new one per
        // request: a million drafts), the customer area's from its logged-in account too.
        const { services } = servicesFor({
          sessionId: target.sender === 'account' ? senders.sessionId : null,
          visitorId: senders.visitorId,
          deviceCookie: null,
          userAgent: null,
        });
        const request = new Request(`${PUBLIC_ORIGIN}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body as string,
        });
        try {
          const args = { request, url: new URL(request.url), pattern: path, params: {} };
          return answerOf(await action(services)({ ...args, context: undefined }));
        } catch (thrown) {
          // A redirect is thrown; anything else is the page failing (500).
          if (thrown instanceof Response) return answerOf(thrown);
          throw thrown;
        }
      },
    };
  }
  return routes;
};
