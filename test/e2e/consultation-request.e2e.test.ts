import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe-violations';
import { DESKTOP_VIEW, PHONE_VIEW } from '../support/browser-rig';
import { setUpInProcessRig } from '../support/in-process-rig';
import { withConsent } from './shell-kit';

// "Beratung anfragen" in Chromium: from the result list to /beratung-anfragen, a wrong form with
// its messages, then the stored callback request's confirmation — with and without JavaScript.

const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&ra=67&mp=150&pp=monthly';
const SHOTS = '/tmp/rk-consultation-shots';

const rig = setUpInProcessRig();

const storedCount = (): number =>
  rig.server.database
    .statement<[], { n: number }>(
      "select count(*) as n from callback_requests where source = 'appointmentBooking'",
    )
    .get()?.n ?? -1;

/** Fills the form right and sends it; the confirmation follows. */
const requestCallback = async (page: Page): Promise<void> => {
  await page.getByLabel('Vorname').fill('Jürgen');
  await page.getByLabel('Nachname').fill('Weiß');
  await page.getByLabel('Telefonnummer').fill('0171 2345678');
  await page.getByLabel(/Nachmittag/).check();
  await page.getByLabel(/Ich bin einverstanden/).check();
  await page.getByRole('button', { name: 'Rückruf anfordern' }).click();
  await page.waitForURL(/gesendet=1/);
  await expect.poll(() => page.getByTestId('consultation-stored').isVisible()).toBe(true);
};

describe('/beratung-anfragen in Chromium', () => {
  for (const [name, options] of [
    ['with JavaScript at 390 px', { ...PHONE_VIEW, javaScriptEnabled: true }],
    ['without JavaScript at 1280 px', { ...DESKTOP_VIEW, javaScriptEnabled: false }],
  ] as const) {
    it(`result list → the form → messages → stored and confirmed (${name})`, async () => {
      const context = await rig.browser.newContext(options);
      await withConsent(context, rig.server.url, 'f');
      const width = options.viewport.width;
      // axe-core runs as a script in the page: only where the page may run scripts.
      const axe = async (page: Page): Promise<string[]> =>
        options.javaScriptEnabled ? axeViolations(page) : [];
      try {
        const page = await context.newPage();
        if (options.javaScriptEnabled) {
          await page.goto(`${rig.server.url}/result?${SEARCH}`);
          const entry = page.getByTestId('consultation-entry').first();
          await expect.poll(() => entry.isVisible()).toBe(true);
          await entry.click();
        } else {
          // The result list's link itself is checked with JavaScript above and in the page test.
          const list = await page.request.post(`${rig.server.url}/api/comparison`, {
            data: { query: SEARCH },
          });
          const facts = ((await list.json()) as { facts: { tariffId: string }[] }).facts;
          await page.goto(
            `${rig.server.url}/beratung-anfragen?tariffId=${facts[0]?.tariffId}&${SEARCH}`,
          );
        }
        await page.waitForURL(/\/beratung-anfragen\?tariffId=/);
        await expect.poll(() => page.getByTestId('consultation-tariff').isVisible()).toBe(true);
        expect(await axe(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/form-${width}.png`, fullPage: true });

        const before = storedCount();
        await page.getByLabel('Vorname').fill('Jürgen');
        await page.getByLabel('Telefonnummer').fill('12');
        await page.getByRole('button', { name: 'Rückruf anfordern' }).click();
        await expect.poll(() => page.getByTestId('error-summary').isVisible()).toBe(true);
        await expect
          .poll(() => page.getByText('Bitte geben Sie Ihren Nachnamen an.').first().isVisible())
          .toBe(true);
        expect(await page.getByLabel('Vorname').inputValue()).toBe('Jürgen');
        expect(await page.getByLabel('Telefonnummer').inputValue()).toBe('12');
        expect(storedCount()).toBe(before);
        expect(await axe(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/errors-${width}.png`, fullPage: true });

        await requestCallback(page);
        expect(storedCount()).toBe(before + 1);
        expect(await axe(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/stored-${width}.png`, fullPage: true });
        // A reload shows the confirmation again and stores nothing twice.
        await page.reload();
        await expect.poll(() => page.getByTestId('consultation-stored').isVisible()).toBe(true);
        expect(storedCount()).toBe(before + 1);
      } finally {
        await context.close();
      }
    });
  }
});
