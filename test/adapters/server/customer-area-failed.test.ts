import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../fixtures/application/sample-application';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Browser } from './auth/auth-test-server';
import { ERIKA, registerAndReturn } from './auth/login-steps';

// Meine Anträge on the real server: an application whose hand-over failed for good is never
// silently dropped — its card says it is kept and gives support's phone (issue 29).

let server: TestServer;
let erika: Browser;

beforeAll(async () => {
  server = await startTestServer({
    removeDataDir: true,
    config: (origin) => ({ publicUrl: origin, loginUrl: `${origin}/login` }),
  });
  erika = new Browser(server.url);
  await registerAndReturn(erika, ERIKA);
}, 60_000);
afterAll(async () => server.close());

describe('a failed application in Meine Anträge', () => {
  it('says it is kept and gives the hotline', async () => {
    const submitted = await erika.postJson('/api/applications', {
      form: SAMPLE_FORM,
      choice: SAMPLE_CHOICE,
      consents: ALL_CONSENTS,
      idempotencyKey: `test-key-${randomUUID()}`,
    });
    expect(submitted.status).toBe(200);
    const { reference } = (await submitted.json()) as { reference: string };
    const before = await (await erika.get('/kundenbereich')).text();
    expect(before).toContain(reference);
    expect(before).not.toContain('data-testid="area-failed"');
    // As after 7 days of insurer outage (the store's status; the outbox's way is its own test).
    await server.database.db
      .updateTable('applications')
      .set({ status: 'failed' })
      .where('reference', '=', reference)
      .execute();
    const page = await (await erika.get('/kundenbereich')).text();
    const notice = page.slice(page.indexOf('data-testid="area-failed"'));
    expect(notice).toContain('Ihr Antrag ist bei uns gespeichert und geht nicht verloren');
    expect(notice).toMatch(
      new RegExp(`href="tel:[^"]+">${server.deps.config.phoneNumber.replace(/[ +]/g, '.')}</a>`),
    );
  });
});
