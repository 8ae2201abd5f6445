import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../../adapters/catalogue/catalogue-location';
import { type RunningPortal, startPortal } from '../../../../adapters/composition/start-portal';
import type { SignedOffer } from '../../../../domain/application/signed-offer';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../../fixtures/application/sample-application';
import { call } from '../../../support/api-call';
import { freePort } from '../../../support/free-port';
import { outboxMails } from '../../../support/mail-outbox';
import { countStart } from '../../../support/run-counts';
import { adminApplicationOf, startDemoInsurer } from './application-kit';

// What the customer signed is what the insurer gets (issue 29, finding 1): the application is
// signed with one catalogue while the insurer is down; the portal stops; its CATALOGUE_FILE is
// swapped for one without the tariff; after the restart the outbox hands over the figures that
// were signed, and the customer area and the admin API still show them.

const ADMIN_TOKEN = 'admin-token-with-at-least-thirty-two-characters';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

interface AdminDetail {
  readonly status: string;
  readonly signedOffer: SignedOffer | null;
}

const start = async (env: NodeJS.ProcessEnv): Promise<RunningPortal & { url: string }> => {
  countStart('test-server');
  const started = await startPortal(env);
  if (!started.ok) throw new Error(started.message);
  return { ...started.portal, url: env.PUBLIC_URL as string };
};

describe('the signed offer across a catalogue swap and a restart', () => {
  it('hands over the signed figures though the tariff has left the catalogue', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-signed-'));
    dirs.push(dir);
    const catalogueFile = path.join(dir, 'tarife.json');
    const demo = JSON.parse(fs.readFileSync(DEMO_CATALOGUE_FILE, 'utf8')) as {
      tariffs: { id: string }[];
    };
    fs.writeFileSync(catalogueFile, JSON.stringify(demo));
    const [port, insurerPort] = [await freePort(), await freePort()];
    const env = {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(dir, 'data'),
      CATALOGUE_FILE: catalogueFile,
      // Nobody answers there yet: the hand-over waits in the outbox.
      INSURER_URL: `http://127.0.0.1:${insurerPort}`,
      ADMIN_TOKEN,
      LOG_LEVEL: 'error',
    };

    const first = await start(env);
    let reference: string;
    let signed: SignedOffer;
    try {
      const answer = await call(first, 'POST', '/api/applications', {
        headers: { origin: first.url },
        json: {
          form: SAMPLE_FORM,
          choice: SAMPLE_CHOICE,
          consents: ALL_CONSENTS,
          idempotencyKey: 'signed-offer-key-0123456789',
        },
      });
      expect(answer.status, answer.text).toBe(200);
      reference = (answer.json as { reference: string }).reference;
      const stored = (await adminApplicationOf(first, reference, ADMIN_TOKEN)) as AdminDetail;
      expect(stored.status).toBe('stored');
      if (stored.signedOffer === null) throw new Error('no signed offer kept');
      signed = stored.signedOffer;
      expect(signed.details.row.tariffId).toBe(SAMPLE_CHOICE.tariffId);
      expect(signed.details.row.projectedPension).toBeGreaterThan(0);
    } finally {
      await first.stop();
    }

    // The catalogue without the signed tariff; the insurer answers from now on.
    fs.writeFileSync(
      catalogueFile,
      JSON.stringify({
        ...demo,
        tariffs: demo.tariffs.filter((t) => t.id !== SAMPLE_CHOICE.tariffId),
      }),
    );
    const insurer = await startDemoInsurer(insurerPort);
    const second = await start(env);
    try {
      await expect
        .poll(
          async () =>
            ((await adminApplicationOf(second, reference, ADMIN_TOKEN)) as AdminDetail).status,
          { timeout: 30_000, interval: 200 },
        )
        .toBe('handedOver');
      expect(insurer.ledger.deliveries.get(reference)).toBe(1);
      expect(insurer.ledger.signedOffers.get(reference)).toEqual({
        row: signed.details.row,
        pensionStart: signed.details.pensionStart,
        signedAt: signed.signedAt,
        demo: true,
      });
      const after = (await adminApplicationOf(second, reference, ADMIN_TOKEN)) as AdminDetail;
      expect(after.signedOffer).toEqual(signed);
      // The confirmation mail with the application PDF went out, made from the signed figures.
      await expect
        .poll(() => outboxMails(env.DATA_DIR).filter((m) => m.text.includes(reference)).length, {
          timeout: 30_000,
        })
        .toBe(1);
    } finally {
      await second.stop();
      await insurer.app.close();
    }
  }, 90_000);
});
