import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../../adapters/catalogue/catalogue-location';
import { FileTariffCatalogue } from '../../../../adapters/catalogue/file-tariff-catalogue.adapter';
import {
  DemoInsurerLedger,
  demoInsurerPlugin,
} from '../../../../adapters/server/routes/demo-insurer.plugin';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../../fixtures/application/sample-application';
import { call } from '../../../support/api-call';
import { buildServerOnly, startBuiltServer } from '../../../support/built-server';
import { freePort } from '../../../support/free-port';
import { adminApplicationOf } from './application-kit';

const ADMIN_TOKEN = 'admin-token-with-at-least-thirty-two-characters';

beforeAll(() => buildServerOnly(), 120_000);

describe('the server killed between storing and hand-over', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-crash-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('hands the application over after the restart, one application at the insurer', async () => {
    // The insurer receives the first hand-over and never answers it: the server dies meanwhile.
    const ledger = new DemoInsurerLedger();
    const arrivals: string[] = [];
    const insurer = Fastify();
    insurer.addHook('onRequest', (request, _reply, done) => {
      arrivals.push(String(request.headers['idempotency-key']));
      if (arrivals.length > 1) done();
    });
    await insurer.register(demoInsurerPlugin, {
      catalogue: new FileTariffCatalogue(DEMO_CATALOGUE_FILE),
      ledger,
    });
    const insurerPort = await freePort();
    await insurer.listen({ port: insurerPort, host: '127.0.0.1' });
    const env = {
      DATA_DIR: dataDir,
      INSURER_URL: `http://127.0.0.1:${insurerPort}`,
      ADMIN_TOKEN,
    };
    try {
      const first = await startBuiltServer({ env, ownPublicUrl: true });
      expect(first.ready).toBe(true);
      const answer = await call(first, 'POST', '/api/applications', {
        headers: { origin: first.url },
        json: {
          form: SAMPLE_FORM,
          choice: SAMPLE_CHOICE,
          consents: ALL_CONSENTS,
          idempotencyKey: 'crash-test-key-0123456789',
        },
      });
      const { reference } = answer.json as { reference: string };
      await expect.poll(() => arrivals.length, { timeout: 15_000 }).toBe(1);
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await startBuiltServer({
        env: { ...env, PORT: first.port },
        ownPublicUrl: true,
      });
      try {
        expect(second.ready).toBe(true);
        await expect
          .poll(() => adminApplicationOf(second, reference, ADMIN_TOKEN), { timeout: 30_000 })
          .toMatchObject({ status: 'handedOver' });
        // Sent twice (once unanswered), one application at the insurer.
        expect(arrivals).toEqual([reference, reference]);
        expect(ledger.applications).toBe(1);
        expect(ledger.deliveries.get(reference)).toBe(1);
      } finally {
        await second.stop();
      }
    } finally {
      await insurer.close();
    }
  }, 90_000);
});
