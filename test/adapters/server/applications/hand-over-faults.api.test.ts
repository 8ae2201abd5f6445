import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../../support/api-call';
import { freePort } from '../../../support/free-port';
import { startTestServer, type TestServer } from '../../../support/test-server';
import { startDemoInsurer, submit, visitorCookieOf } from './application-kit';

const ADMIN_TOKEN = 'admin-token-with-at-least-thirty-two-characters';
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const started = async (insurerPort: number): Promise<TestServer> => {
  const server = await startTestServer({
    removeDataDir: true,
    config: { insurerUrl: `http://127.0.0.1:${insurerPort}`, adminToken: ADMIN_TOKEN },
    build: { outboxPollMs: 50 },
  });
  cleanups.push(() => server.close());
  return server;
};

const admin = (server: TestServer, path: string, token: string | null = ADMIN_TOKEN) =>
  call(
    server,
    'GET',
    path,
    token === null ? {} : { headers: { authorization: `Bearer ${token}` } },
  );

describe('hand-over faults', () => {
  it('keeps the application while the insurer is down and delivers it once when it answers', async () => {
    const insurerPort = await freePort();
    const server = await started(insurerPort);
    const first = await submit(server);
    const { reference } = first.json as { reference: string };
    const cookie = visitorCookieOf(first);
    // The insurer is not there: the attempt fails and waits for its retry.
    await expect
      .poll(async () => (await admin(server, `/api/admin/applications/${reference}`)).json)
      .toMatchObject({ status: 'stored' });
    await expect
      .poll(async () => {
        const rows = await server.database.db
          .selectFrom('outbox')
          .select(['attempts', 'last_error'])
          .where('kind', '=', 'handOver')
          .execute();
        return rows[0]?.attempts ?? 0;
      })
      .toBeGreaterThanOrEqual(1);

    const insurer = await startDemoInsurer(insurerPort);
    cleanups.push(() => insurer.app.close());
    server.clock.advance({ minutes: 1 });
    await expect
      .poll(
        async () =>
          (await call(server, 'GET', `/api/applications/${reference}`, { headers: { cookie } }))
            .json,
        // The retry and the mail's PDFs take longer than a second on a loaded machine.
        { timeout: 20_000 },
      )
      .toMatchObject({ status: 'handedOver' });
    expect(insurer.ledger.deliveries.get(reference)).toBe(1);
    expect(insurer.ledger.applications).toBe(1);
  });

  it('gives up after the last attempt of its 7 days and marks the application failed', async () => {
    const server = await started(await freePort());
    const { reference } = (await submit(server)).json as { reference: string };
    const handOverEntry = async () =>
      (
        await server.database.db
          .selectFrom('outbox')
          .selectAll()
          .where('kind', '=', 'handOver')
          .where('key', '=', reference)
          .execute()
      )[0];
    await expect.poll(async () => (await handOverEntry())?.attempts ?? 0).toBeGreaterThanOrEqual(1);
    // 176 failed attempts are 7 days less an hour of trying (the use-case test walks them all):
    // set here, so the server's next attempt is its last.
    await server.database.db
      .updateTable('outbox')
      .set({ attempts: 176 })
      .where('kind', '=', 'handOver')
      .where('key', '=', reference)
      .execute();
    await expect
      .poll(
        async () => {
          server.clock.advance({ hours: 2 });
          return (await admin(server, `/api/admin/applications/${reference}`)).json;
        },
        { timeout: 20_000 },
      )
      .toMatchObject({ status: 'failed' });
    expect(await handOverEntry()).toMatchObject({
      attempts: 177,
      done: 1,
      last_error: 'ECONNREFUSED',
    });
  });
});

describe('admin API', () => {
  it('answers only the bearer of ADMIN_TOKEN, with the personal data', async () => {
    const server = await started(await freePort());
    const { reference } = (await submit(server)).json as { reference: string };
    expect((await admin(server, `/api/admin/applications/${reference}`, null)).status).toBe(401);
    const wrong = await admin(server, `/api/admin/applications/${reference}`, `${ADMIN_TOKEN}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ error: { kind: 'admin/unauthorized' } });
    const one = await admin(server, `/api/admin/applications/${reference}`);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({
      reference,
      form: { personal: { lastName: 'Müßig-Özdemir' }, iban: 'DE89370400440532013000' },
    });
    const list = await admin(server, '/api/admin/applications?status=stored&since=2026-03-15');
    expect(list.json).toMatchObject({ applications: [{ reference, status: 'stored' }] });
    expect((await admin(server, '/api/admin/applications?since=2026-03-16')).json).toEqual({
      applications: [],
    });
    expect((await admin(server, '/api/admin/applications?status=weird')).status).toBe(400);
    expect((await admin(server, '/api/admin/applications/RK-2026-ZZZZZZZZ')).status).toBe(404);
    // Nothing personal in the log lines.
    const logged = JSON.stringify(server.logger.entries);
    expect(logged).not.toContain('Müßig');
    expect(logged).not.toContain('DE89370400440532013000');
  });

  it('does not exist without ADMIN_TOKEN', async () => {
    const server = await startTestServer({ removeDataDir: true });
    cleanups.push(() => server.close());
    expect((await admin(server, '/api/admin/applications')).status).toBe(404);
  });
});
