import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { HAND_OVER_PATH, IDEMPOTENCY_HEADER } from '../../adapters/insurer/insurer-protocol';
import { APPLICATION_STATUS_LABELS } from '../../domain/application/application-status';
import {
  applyUpToSigning,
  checkPage,
  confirmationMailsOf,
  journeyPage,
  SCHICHT3_SEARCH,
  setUpApplicationRig,
  signContract,
  storedApplication,
} from '../support/application-journey-rig';
import { PHONE_VIEW } from '../support/browser-rig';
import { freePort } from '../support/free-port';

// The insurer gateway down, in Chromium against the production build and its real backend:
// INSURER_URL points to a port where nothing answers yet. The customer signs, lands on /thankyou
// with the pending state and the reference; once a stand-in insurer starts answering on that
// port, the outbox hands the application over exactly once and /thankyou says so.

const INSURER = 'http://127.0.0.1';
let insurerPort = 0;

const rig = setUpApplicationRig(180_000, async () => {
  insurerPort = await freePort();
  return { INSURER_URL: `${INSURER}:${insurerPort}` };
});

/** The stand-in insurer: accepts every hand-over and counts them per idempotency key. */
const deliveries = new Map<string, number>();
let insurer: http.Server | null = null;
const startInsurer = (): Promise<void> =>
  new Promise((resolve, reject) => {
    insurer = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const key = String(request.headers[IDEMPOTENCY_HEADER] ?? '');
        if (request.method !== 'POST' || request.url !== HAND_OVER_PATH || key === '') {
          response.writeHead(404).end();
          return;
        }
        deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ decision: 'accepted', insurerReference: `VR-${deliveries.size}` }));
      });
    });
    insurer.once('error', reject);
    insurer.listen(insurerPort, '127.0.0.1', () => resolve());
  });

afterAll(async () => {
  await new Promise<void>((resolve) =>
    insurer === null ? resolve() : insurer.close(() => resolve()),
  );
});

describe('the insurer gateway down', () => {
  it('/thankyou shows the pending state; handed over exactly once when the insurer answers again', async () => {
    const { context, page, problems } = await journeyPage(rig, PHONE_VIEW);
    const applicant = {
      firstName: 'Lena',
      lastName: 'Süßmann',
      email: 'lena@example.org',
      phone: '0171 1112223',
    };
    await applyUpToSigning(page, rig.server.url, {
      search: SCHICHT3_SEARCH,
      applicant,
      product: 'schicht3',
    });
    const reference = await signContract(page);
    // Nothing answers on INSURER_URL: the application is kept and waits for its next attempt.
    expect(await page.getByTestId('application-status').textContent()).toBe(
      `Stand: ${APPLICATION_STATUS_LABELS.stored}`,
    );
    expect((await storedApplication(rig.server, reference)).status).toBe('stored');
    expect(deliveries.size).toBe(0);
    await checkPage(page, 'application-thankyou-pending-390.png');

    await startInsurer();
    await expect
      .poll(async () => (await storedApplication(rig.server, reference)).status, {
        timeout: 150_000,
        interval: 1_000,
      })
      .toBe('handedOver');
    expect(Object.fromEntries(deliveries)).toEqual({ [reference]: 1 });
    await expect
      .poll(() => confirmationMailsOf(rig.dataDir, reference).length, { timeout: 30_000 })
      .toBe(1);

    await page.reload();
    await expect
      .poll(() => page.getByTestId('application-status').textContent())
      .toBe(`Stand: ${APPLICATION_STATUS_LABELS.handedOver}`);
    expect(await page.getByTestId('reference').textContent()).toBe(reference);
    expect(deliveries.get(reference)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
