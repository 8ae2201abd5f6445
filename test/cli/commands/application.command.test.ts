import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submit } from '../../adapters/server/applications/application-kit';
import { sampleStoredApplication } from '../../fixtures/application/sample-application';
import { startTestServer, type TestServer } from '../../support/test-server';
import { ensureCliBuilt } from '../cli-build';
import { renteAgainst } from '../rente-process';

const ADMIN_TOKEN = 'admin-token-with-at-least-thirty-two-characters';
let server: TestServer;
let reference: string;

beforeAll(async () => {
  ensureCliBuilt();
  server = await startTestServer({ removeDataDir: true, config: { adminToken: ADMIN_TOKEN } });
  reference = ((await submit(server)).json as { reference: string }).reference;
}, 120_000);
afterAll(async () => server.close());

const rente = renteAgainst(() => server.url, ADMIN_TOKEN);

describe('rente application', () => {
  it('shows one application with the personal data, as a table and as JSON', async () => {
    const shown = await rente(['application', 'show', reference.toLowerCase()]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(reference);
    expect(shown.stdout).toContain('Jürgen Müßig-Özdemir');
    expect(shown.stdout).toMatch(/Status\s+(stored|handedOver)/);
    // The signed tariff by name, and the history with Berlin times.
    expect(shown.stdout).toMatch(/Tarif\s+\S.* \(.+; nordlicht-leben-privatrente-etf\)/);
    expect(shown.stdout).toMatch(
      /\nVerlauf\n {2}\d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr {2}Antrag unterschrieben und eingegangen\n/,
    );
    const json = await rente(['application', 'show', reference, '--json']);
    const detail = JSON.parse(json.stdout);
    expect(detail).toMatchObject({
      reference,
      form: { taxId: '86095742719' },
      signedOffer: { details: { row: { tariffId: 'nordlicht-leben-privatrente-etf' } } },
    });
    expect(detail.history[0]).toMatchObject({ kind: 'submitted' });
  });

  it('hands a failed application over again; refuses one that did not fail', async () => {
    const refused = await rente(['application', 'retry', reference]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'Nur ein Antrag, dessen Übermittlung fehlgeschlagen ist, kann erneut übermittelt werden.',
    );
    // An application whose hand-over was given up (as after 7 days of insurer outage).
    const failed = 'RK-2026-7K4QX9MC';
    const store = server.deps.applications;
    await store.add(
      sampleStoredApplication(failed, '2026-01-10T10:00:00.000Z', {
        status: 'failed',
        idempotencyKey: 'failed-key',
      }),
      [],
    );
    const retried = await rente(['application', 'retry', failed]);
    expect(retried.code, retried.stderr).toBe(0);
    expect(retried.stdout).toBe(
      `${failed}: wird erneut an den Versicherer übermittelt (Eingegangen, wird an den Versicherer übermittelt).\n`,
    );
    expect((await store.history(failed)).map((e) => e.kind)).toContain('retried');
    // The outbox hands it over again.
    await expect
      .poll(async () => (await store.find(failed))?.status, { timeout: 10_000 })
      .toBe('handedOver');
  });

  it('lists by status and date', async () => {
    const listed = await rente(['application', 'list', '--since', '15.03.2026', '--json']);
    expect(JSON.parse(listed.stdout)).toMatchObject({ applications: [{ reference }] });
    const none = await rente(['application', 'list', '--status', 'failed']);
    expect(none.stdout.trim()).toBe('Keine Anträge gefunden.');
  });

  it('fails with one line: unknown reference and wrong token exit 1; usage errors exit 2', async () => {
    const unknown = await rente(['application', 'show', 'RK-2026-ZZZZZZZZ']);
    expect(unknown).toMatchObject({ code: 1, stderr: 'Diesen Antrag gibt es nicht.\n' });
    const wrongToken = await rente(['application', 'show', reference], {
      RENTE_ADMIN_TOKEN: 'wrong-token-wrong-token-wrong-token',
    });
    expect(wrongToken).toMatchObject({
      code: 1,
      stderr: 'Für diese Anfrage ist ein gültiges Admin-Token nötig.\n',
    });
    expect((await rente(['application', 'show', 'RK-12'])).code).toBe(1);
    expect((await rente(['application', 'list', '--status', 'weird'])).code).toBe(2);
    expect((await rente(['application', 'list', '--since', 'gestern'])).code).toBe(2);
    const noToken = await rente(['application', 'list'], { RENTE_ADMIN_TOKEN: '' });
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain('RENTE_ADMIN_TOKEN');
  });
});
