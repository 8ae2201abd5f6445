import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  applyUpToSigning,
  checkPage,
  expectDelivered,
  HOTLINE,
  journeyPage,
  onDesktopToo,
  onJourneyPath,
  SCHICHT3_SEARCH,
  setUpApplicationRig,
  storedReferences,
} from '../support/application-journey-rig';
import { PHONE_VIEW } from '../support/browser-rig';

// An application the server cannot store, in Chromium against the production build and its real
// backend. The fault comes from outside, as a full disk would: the server process's file-size
// limit is set to 0 (prlimit), so every write to the SQLite file fails (EFBIG; Node ignores
// SIGXFSZ). The customer lands on /thankyou-error with the product's message and the hotline;
// once the limit is lifted, „Erneut versuchen“ stores the application once, with all typed data.

const NOT_STORED =
  'Ihr Antrag konnte gerade nicht gespeichert werden. Ihre Angaben sind nicht verloren: Sie können den Antrag sofort erneut absenden.';

const rig = setUpApplicationRig();

/** The built server's largest file it may write: 0 breaks every write, null lifts the limit. */
const limitServerWrites = (bytes: number | null): void => {
  const pid = rig.server.child.pid;
  if (pid === undefined) throw new Error('the built server has no process id');
  execFileSync('prlimit', ['--pid', String(pid), `--fsize=${bytes ?? 'unlimited'}:`]);
};

describe('an application that cannot be stored', () => {
  it('→ /thankyou-error with the message and hotline → „Erneut versuchen“ stores it once', async () => {
    const { context, page, problems } = await journeyPage(rig, PHONE_VIEW);
    const applicant = {
      firstName: 'Björn',
      lastName: 'Größer',
      email: 'bjoern@example.org',
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
    expect(await storedReferences(rig.server)).toEqual([reference, ...before]);
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
