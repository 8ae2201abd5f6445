import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { HAND_OVER_PATH, IDEMPOTENCY_HEADER } from '../../adapters/insurer/insurer-protocol';
import { APPLICATION_STATUS_LABELS } from '../../domain/application/application-status';
import {
  applyUpToSigning,
  checkPage,
  confirmationMailsOf,
  demoInsurerLedger,
  expectDelivered,
  expectDocumentsListed,
  expectNewlyStored,
  fillApplicationData,
  goOnWithoutAccount,
  HOTLINE,
  journeyPage,
  onDesktopToo,
  onJourneyPath,
  SCHICHT3_SEARCH,
  setUpApplicationRig,
  signContract,
  startFromResultList,
  storedApplication,
  storedReferences,
  tickConsents,
  toContract,
} from '../support/application-journey-rig';
import { PHONE_VIEW } from '../support/browser-rig';
import { freePort } from '../support/free-port';
import { freshEmail } from './shell-kit';

// The application of every other product and its failures in Chromium against the production
// build and its real backend: Riester, Rürup and Sofortrente to the confirmation mail; a declined
// hand-over; the insurer gateway down (its describe starts a server of its own, INSURER_URL to a
// dead port); an application the server cannot store. A server of its own for the rest (the
// not-stored test sets a file-size limit on its process): its tests read the admin list before and
// after their own application, with addresses of their own.

const rig = setUpApplicationRig({ ownServer: {} });

describe('application-products: the application for every product', () => {
  // Riester (with the Zulagenantrag), Rürup and Sofortrente in Chromium against the production
  // build and its real backend: result list → /personal-login (without an account) →
  // /personal-data → /online-contract → /thankyou; the stored application (admin API), its
  // hand-over to the demo insurer and the confirmation .eml. schicht3 is application-journey.

  const journeys = [
    {
      product: 'riester',
      search: 'js=Angestellter&bd=1990-01-01&pt=riester&pi=1&egs=45000&mp=100&tg=2.5',
      birthday: '1990-01-01',
    },
    {
      product: 'ruerup',
      search: 'js=Angestellter&bd=1980-06-15&pt=ruerup&mp=250',
      birthday: '1980-06-15',
    },
    {
      product: 'sofort',
      search: 'bd=1960-05-01&pt=sofort&otp=50000',
      birthday: '1960-05-01',
    },
  ] as const;

  for (const journey of journeys) {
    it(`${journey.product}: result list → /thankyou, stored, handed over, confirmed`, async () => {
      const { context, page, problems } = await journeyPage(rig);
      const applicant = {
        firstName: 'Zoë',
        lastName: 'Weiß',
        email: freshEmail(`zoe.${journey.product}`),
        phone: '+49 170 1234567',
      };
      const before = await storedReferences(rig.server);
      const tariffId = await startFromResultList(page, rig.server.url, journey.search);
      await goOnWithoutAccount(page, applicant);
      if (journey.product === 'riester') {
        await expect
          .poll(() => page.getByRole('heading', { name: 'Zulagenantrag' }).isVisible())
          .toBe(true);
      }
      await fillApplicationData(page, applicant, journey.product);
      await checkPage(page, `application-personal-data-${journey.product}-1280.png`);
      await toContract(page);
      await expectDocumentsListed(page);
      await checkPage(page, `application-online-contract-${journey.product}-1280.png`);
      await tickConsents(page);
      const reference = await signContract(page);
      await expectNewlyStored(rig.server, before, reference);

      const stored = await expectDelivered(rig, reference, applicant.email);
      expect(stored.choice).toMatchObject({ tariffId, product: journey.product });
      expect(stored.form.personal).toMatchObject({
        firstName: 'Zoë',
        lastName: 'Weiß',
        birthday: journey.birthday,
      });
      if (journey.product === 'riester') {
        // The Zulagenantrag travels with the application.
        expect(stored.form.riesterAllowance).toMatchObject({
          permanentApplication: true,
          eligibility: 'unmittelbar',
          allowanceNumber: null,
        });
        const allowance = stored.form.riesterAllowance as { socialSecurityNumber: string };
        expect(allowance.socialSecurityNumber.replace(/\s/g, '')).toBe('12010190M004');
      } else {
        expect(stored.form.riesterAllowance).toBeNull();
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('application-decline: a declined hand-over', () => {
  // A hand-over the demo insurer declines (its rule for the last name „Ablehnung“), in Chromium
  // against the production build and its real backend: /thankyou turns into /thankyou-error with
  // the German message and the hotline once the outbox has the answer; „Erneut versuchen“ leads to
  // the contract page with everything typed kept, and the corrected application is stored once.

  const DECLINED = 'Der Versicherer hat Ihren Antrag leider nicht angenommen.';

  it('→ /thankyou-error with the message and hotline → retry keeps the data, submits once', async () => {
    const { context, page, problems } = await journeyPage(rig, PHONE_VIEW);
    const applicant = {
      firstName: 'Jörg',
      lastName: 'Ablehnung',
      email: freshEmail('joerg'),
      phone: '0171 7654321',
    };
    await applyUpToSigning(page, rig.server.url, {
      search: SCHICHT3_SEARCH,
      applicant,
      product: 'schicht3',
    });
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig abschließen' }).click();
    // The worker hands it over at once; /thankyou sends a declined application to the error page.
    await page.waitForURL((url) => url.pathname.startsWith('/thankyou'));
    const reference = new URL(page.url()).searchParams.get('ref') ?? '';
    expect(reference).toMatch(/^RK-/);
    await expect
      .poll(async () => (await storedApplication(rig.server, reference)).status, {
        timeout: 30_000,
      })
      .toBe('declined');
    await page.reload();
    await onJourneyPath(page, '/thankyou-error');
    expect(await page.getByTestId('thankyou-error-message').textContent()).toContain(DECLINED);
    expect(await page.getByTestId('reference').textContent()).toBe(reference);
    expect(await page.getByRole('link', { name: HOTLINE }).first().isVisible()).toBe(true);
    await checkPage(page, 'application-thankyou-error-390.png');
    await onDesktopToo(rig, context, page.url(), async (wide) => {
      await onJourneyPath(wide, '/thankyou-error');
      await checkPage(wide, 'application-thankyou-error-1280.png');
    });
    const ledger = await demoInsurerLedger(rig.server);
    expect(ledger.deliveries[reference]).toBe(1);
    expect(ledger.answers[reference]?.decision).toBe('declined');

    // „Erneut versuchen“: the contract page with the draft, the personal data all kept.
    await page.getByTestId('retry').click();
    await onJourneyPath(page, '/online-contract');
    expect(await page.locator('[aria-labelledby="contract-applicant"]').textContent()).toContain(
      'Ablehnung',
    );
    await page.getByRole('link', { name: 'Angaben ändern' }).click();
    await onJourneyPath(page, '/personal-data');
    const kept: [string, string][] = [
      ['Vorname', 'Jörg'],
      ['Straße', 'Straße des 17. Juni'],
      ['Geburtsort', 'Görlitz'],
      ['IBAN', 'DE89370400440532013000'],
      ['E-Mail-Adresse', applicant.email],
    ];
    for (const [label, value] of kept) {
      await expect.poll(() => page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    }
    await page.getByLabel('Nachname', { exact: true }).fill('Berger');
    await toContract(page);
    await tickConsents(page);
    const before = await storedReferences(rig.server);
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig abschließen' }).dblclick();
    await onJourneyPath(page, '/thankyou');
    const second = (await page.getByTestId('reference').textContent()) ?? '';
    expect(second).not.toBe(reference);
    await expectNewlyStored(rig.server, before, second);
    const stored = await expectDelivered(rig, second, applicant.email);
    expect(stored.form.personal).toMatchObject({ firstName: 'Jörg', lastName: 'Berger' });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('application-not-stored: an application that cannot be stored', () => {
  // An application the server cannot store, in Chromium against the production build and its real
  // backend. The fault comes from outside, as a full disk would: the server process's file-size
  // limit is set to 0 (prlimit), so every write to the SQLite file fails (EFBIG; Node ignores
  // SIGXFSZ). The customer lands on /thankyou-error with the product's message and the hotline;
  // once the limit is lifted, „Erneut versuchen“ stores the application once, with all typed data.

  const NOT_STORED =
    'Ihr Antrag konnte gerade nicht gespeichert werden. Ihre Angaben sind nicht verloren: Sie können den Antrag sofort erneut absenden.';

  /** The built server's largest file it may write: 0 breaks every write, null lifts the limit. */
  const limitServerWrites = (bytes: number | null): void => {
    const pid = rig.process.child.pid;
    if (pid === undefined) throw new Error('the built server has no process id');
    execFileSync('prlimit', ['--pid', String(pid), `--fsize=${bytes ?? 'unlimited'}:`]);
  };

  it('→ /thankyou-error with the message and hotline → „Erneut versuchen“ stores it once', async () => {
    const { context, page, problems } = await journeyPage(rig, PHONE_VIEW);
    const applicant = {
      firstName: 'Björn',
      lastName: 'Größer',
      email: freshEmail('bjoern'),
      phone: '0171 3334445',
    };
    await applyUpToSigning(page, rig.server.url, {
      search: SCHICHT3_SEARCH,
      applicant,
      product: 'schicht3',
    });
    const before = await storedReferences(rig.server);
    limitServerWrites(0);
    try {
      await page.getByRole('button', { name: 'Jetzt zahlungspflichtig abschließen' }).click();
      await onJourneyPath(page, '/thankyou-error');
      expect(await page.getByTestId('thankyou-error-message').textContent()).toBe(NOT_STORED);
      expect(await page.getByRole('link', { name: HOTLINE }).first().isVisible()).toBe(true);
      expect(await storedReferences(rig.server)).toEqual(before);
      await checkPage(page, 'application-thankyou-not-stored-390.png');
      await onDesktopToo(rig, context, page.url(), async (wide) => {
        await onJourneyPath(wide, '/thankyou-error');
        expect(await wide.getByTestId('thankyou-error-message').textContent()).toBe(NOT_STORED);
        await checkPage(wide, 'application-thankyou-not-stored-1280.png');
      });
    } finally {
      limitServerWrites(null);
    }

    // The fault is gone: the retry sends the same application again, stored once and delivered.
    await page.getByTestId('retry').click();
    await onJourneyPath(page, '/thankyou');
    const reference = (await page.getByTestId('reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^RK-\d{4}-[A-Z0-9]{8}$/);
    await expectNewlyStored(rig.server, before, reference);
    const stored = await expectDelivered(rig, reference, applicant.email);
    expect(stored.form.personal).toMatchObject({
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      email: applicant.email,
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('application-gateway-down: the insurer gateway down', () => {
  // The insurer gateway down, in Chromium against the production build and its real backend:
  // INSURER_URL points to a port where nothing answers yet. The customer signs, lands on /thankyou
  // with the pending state and the reference; once a stand-in insurer starts answering on that
  // port, the outbox hands the application over exactly once and /thankyou says so.

  const INSURER = 'http://127.0.0.1';
  let insurerPort = 0;

  const rig = setUpApplicationRig({
    ownServer: {
      env: async () => {
        insurerPort = await freePort();
        return { INSURER_URL: `${INSURER}:${insurerPort}` };
      },
    },
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
            .end(
              JSON.stringify({ decision: 'accepted', insurerReference: `VR-${deliveries.size}` }),
            );
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

  it('/thankyou shows the pending state; handed over exactly once when the insurer answers again', async () => {
    const { context, page, problems } = await journeyPage(rig, PHONE_VIEW);
    const applicant = {
      firstName: 'Lena',
      lastName: 'Süßmann',
      email: freshEmail('lena'),
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
