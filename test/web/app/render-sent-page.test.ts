import { describe, expect, it } from 'vitest';
import { keepFrozen } from '../../../web/app/frozen-json';
import { keptReceiver, keptSender } from '../../../web/app/kept-transfer';
import { loadPage, staticHandlerOf } from '../../../web/app/render-page';
import {
  renderSentPage,
  type SentPage,
  sentContextOf,
  sentMatchesOf,
} from '../../../web/app/render-sent-page';
import { demoServices } from '../features/tariff-details/demo-services';
import { TEST_ASSETS, TEST_CONFIG } from '../web-test-kit';

// A render worker takes the main thread's route matches instead of running react-router's query
// again (issue 31 finding 3): the router's state and so the page must be the same either way.

const PATHS = [
  '/',
  '/rentenversicherung/lp/vergleichen',
  '/riester-rente',
  '/result?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden',
  '/result?pt=sofort&bd=1960-05-01&otp=50000&pgp=10&psi=1&pp=oneTime',
  '/gibt-es-nicht',
];
const NOW = Date.UTC(2026, 10, 29, 12);

/** A page loaded on this thread, as the main thread sends it to a worker. */
const sentPageOf = async (path: string): Promise<SentPage> => {
  const url = `${TEST_CONFIG.publicUrl}${path}`;
  const loaded = await loadPage({ services: await demoServices(), request: new Request(url) });
  if (loaded.kind !== 'loaded') throw new Error(`${path} redirected`);
  expect(loaded.context.errors).toBeNull();
  return {
    url,
    statusCode: loaded.context.statusCode,
    loaderData: loaded.context.loaderData,
    matches: sentMatchesOf(loaded.context.matches),
  };
};

const html = async (page: SentPage): Promise<string> =>
  new TextDecoder().decode(
    (await renderSentPage({ config: keepFrozen(TEST_CONFIG), now: NOW, page, assets: TEST_ASSETS }))
      .body,
  );

describe('a render worker reuses the main thread’s route matches', () => {
  it.each(PATHS)('renders %s byte for byte as with the router’s query', async (path) => {
    const sent = await sentPageOf(path);
    const { matches: _, ...withoutMatches } = sent;
    const queried = await html(withoutMatches);
    expect(await html(sent)).toBe(queried);
  });

  it.each(PATHS)('makes the state the router’s query makes for %s', async (path) => {
    const sent = await sentPageOf(path);
    const url = new URL(sent.url);
    const handler = staticHandlerOf(url.pathname, TEST_CONFIG.testRoutes);
    // The page modules are resolved on this thread (the loads above ran the query).
    const context = sentContextOf(handler, sent, url);
    expect(context).not.toBeNull();
    const queried = await handler.query(new Request(sent.url), {
      dataStrategy: async ({ matches }) =>
        Object.fromEntries(
          await Promise.all(
            matches
              .filter((m) => m.route.id in sent.loaderData)
              .map(
                async (m) =>
                  [m.route.id, await m.resolve(async () => sent.loaderData[m.route.id])] as const,
              ),
          ),
        ),
    });
    if (queried instanceof Response) throw new Error('redirected');
    const { location, matches, ...rest } = context ?? queried;
    const { location: queriedLocation, matches: queriedMatches, ...queriedRest } = queried;
    expect(rest).toEqual({ ...queriedRest, statusCode: sent.statusCode });
    expect(Object.keys(rest.loaderData)).toEqual(Object.keys(queriedRest.loaderData));
    expect({ ...location }).toEqual({ ...queriedLocation, mask: undefined });
    expect(matches.map((m) => m.route)).toEqual(queriedMatches.map((m) => m.route));
    matches.forEach((m, i) => {
      expect(m.route).toBe(queriedMatches[i]?.route);
    });
    expect(matches.map(({ route: _r, ...m }) => m)).toEqual(
      queriedMatches.map(({ route: _r, ...m }) => m),
    );
  });

  it.each(PATHS)('renders %s from its data as it crossed to a worker, as JSON', async (path) => {
    // Every route's data kept, so all of it crosses as JSON (web/app/kept-transfer.ts): data a
    // JSON round trip changes would make the worker's page differ (or its render fail, and the
    // page fall back to the main thread without a sign but a log line).
    const sent = await sentPageOf(path);
    const kept = Object.fromEntries(
      Object.entries(sent.loaderData).map(([id, data]) => [
        id,
        typeof data === 'object' && data !== null ? keepFrozen(structuredClone(data)) : data,
      ]),
    );
    const message = structuredClone(keptSender().encode(kept));
    expect(Object.keys(message.fresh).length).toBeGreaterThan(0);
    const received = keptReceiver().decode(message) as SentPage['loaderData'];
    expect(await html({ ...sent, loaderData: received })).toBe(await html(sent));
  });

  it('leaves an unknown route or a page module not yet resolved to the query', async () => {
    const sent = await sentPageOf('/riester-rente');
    const url = new URL(sent.url);
    const handler = staticHandlerOf(url.pathname, TEST_CONFIG.testRoutes);
    const unknown = { ...sent, matches: [{ ...(sent.matches ?? [])[0], id: 'nope' }] };
    expect(sentContextOf(handler, unknown as SentPage, url)).toBeNull();
    const { matches: _, ...withoutMatches } = sent;
    expect(sentContextOf(handler, withoutMatches, url)).toBeNull();
  });
});
