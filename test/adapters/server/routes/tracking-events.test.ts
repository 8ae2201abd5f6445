import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_LIMIT_PER_MINUTE } from '../../../../adapters/server/routes/tracking-events';
import { type TrackingEvent, trackingEventFor } from '../../../../domain/tracking/tracking-event';
import { type CallOptions, call } from '../../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../../support/test-server';

const _startTrackingTestServer = (): Promise<TestServer> => startTestServer();

const landingView = trackingEventFor({
  kind: 'pageview',
  path: '/rentenversicherung/lp/vergleichen',
  partner: { b2BPartner: 'rk_portal', b2BAdPartner: 'rk_natural' },
  deviceOutput: 'desktop',
  renRef: 'ref-42',
  trackingSessionId: 'Qm9vbGVhbi1zZXNzaW9uLWlk',
});

const rlcClick = trackingEventFor({
  kind: 'action',
  action: 'cta-click',
  path: '/rentenversicherung/lp/vergleichen/rentenlueckencheck',
  partner: { b2BPartner: 'rk_partner_demo', b2BAdPartner: 'rk_natural' },
  deviceOutput: 'app',
});

const rows = (server: TestServer) =>
  server.database.db.selectFrom('tracking_events').selectAll().orderBy('id').execute();

const send = (server: TestServer, body: unknown, consent: string | null, extra: CallOptions = {}) =>
  call(server, 'POST', '/api/tracking/events', {
    json: body,
    ...extra,
    headers: {
      origin: PUBLIC_ORIGIN,
      ...(consent === null ? {} : { cookie: `rk_consent=${consent}` }),
      ...extra.headers,
    },
  });

describe('POST /api/tracking/events', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('stores the event in tracking_events with analytics consent, without ip or user agent', async () => {
    const answer = await send(server, landingView, 'f.a', {
      headers: { 'user-agent': 'Mozilla/5.0 (Test) Erika', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(answer.headers['x-rk-tracking']).toBe('recorded');
    expect(await send(server, rlcClick, 'a.m').then((a) => a.status)).toBe(204);

    const stored = await rows(server);
    expect(stored.map(({ created_at, name }) => ({ created_at, name }))).toEqual([
      { created_at: '2026-03-15T10:00:00.000Z', name: 'pageview' },
      { created_at: '2026-03-15T10:00:00.000Z', name: 'action:cta-click' },
    ]);
    const payloads = stored.map((row) => JSON.parse(row.payload) as TrackingEvent);
    expect(payloads).toEqual([landingView, rlcClick]);
    expect(payloads[0]).toMatchObject({ siteId: 136, actionId: 1352, pageType: 'SEA' });
    expect(payloads[1]).toMatchObject({ siteId: 202, actionId: 2305, productCategory: 'rlc' });
    expect(JSON.stringify(stored)).not.toMatch(/Mozilla|Erika|203\.0\.113|127\.0\.0\.1/);
  });

  it('answers 204 skipped and stores nothing without analytics consent', async () => {
    const before = (await rows(server)).length;
    for (const consent of [null, 'f', 'f.m', '']) {
      const answer = await send(server, landingView, consent);
      expect(answer.status).toBe(204);
      expect(answer.headers['x-rk-tracking']).toBe('skipped');
    }
    expect(await rows(server)).toHaveLength(before);
  });

  it('answers 400 for an invalid body and stores nothing, with or without consent', async () => {
    const before = (await rows(server)).length;
    const personal = await send(server, { ...landingView, email: 'erika@example.de' }, 'f.a');
    expect(personal.status).toBe(400);
    expect(personal.json).toEqual({
      error: { kind: 'request/validation', message: 'Das Feld „email“ ist hier nicht erlaubt.' },
    });
    const wrongSite = await send(server, { ...landingView, siteId: 202 }, 'f.a');
    expect(wrongSite.status).toBe(400);
    expect(wrongSite.json).toEqual({
      error: {
        kind: 'tracking/invalid',
        message: 'Das Feld „siteId“ passt nicht zur Seite „/rentenversicherung/lp/vergleichen“.',
      },
    });
    const unknownPage = await send(server, { ...landingView, path: '/gibt-es-nicht' }, null);
    expect(unknownPage.json).toMatchObject({ error: { kind: 'tracking/invalid' } });
    const withQuery = await send(server, { ...landingView, path: '/x?birthday=1.1.1980' }, 'a');
    expect(withQuery.status).toBe(400);
    const notJson = await send(server, undefined, 'f.a', {
      body: '{"kind":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.json).toMatchObject({ error: { kind: 'request/json' } });
    expect(await rows(server)).toHaveLength(before);
  });

  it('refuses a body over 1 KB with 413 and a request from a foreign site with 403', async () => {
    const before = (await rows(server)).length;
    const big = await send(server, undefined, 'f.a', {
      body: JSON.stringify({ ...landingView, padding: 'x'.repeat(1100) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    expect(big.json).toEqual({
      error: {
        kind: 'request/too-large',
        message: 'Die Tracking-Daten sind zu groß (höchstens 1 KB).',
      },
    });
    const foreign = await send(server, landingView, 'f.a', {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await rows(server)).toHaveLength(before);
  });
});

describe('POST /api/tracking/events rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it(`answers 429 after ${TRACKING_LIMIT_PER_MINUTE} events a minute from one ip`, async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent <= TRACKING_LIMIT_PER_MINUTE; sent += 1) {
      statuses.push((await send(server, landingView, null)).status);
    }
    expect(statuses.slice(0, TRACKING_LIMIT_PER_MINUTE).every((s) => s === 204)).toBe(true);
    const limited = await send(server, landingView, 'f.a');
    expect(statuses.at(-1)).toBe(429);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ error: { kind: 'request/rate-limit' } });
    expect(await rows(server)).toHaveLength(0);
  });
});
