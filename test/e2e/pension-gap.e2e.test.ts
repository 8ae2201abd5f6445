import fs from 'node:fs';
import type { Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe-violations';
import { DESKTOP_VIEW, PHONE_VIEW } from '../support/browser-rig';
import { setUpInProcessRig } from '../support/in-process-rig';
import { withConsent } from './shell-kit';

// The Rentenlückencheck in Chromium: a wrong form with its messages at the fields, then the
// analysis and the result with the comparison link — with and without JavaScript.

const SHOTS = '/tmp/rk-pension-gap-shots';
const PATH = '/rentenversicherung/rentenlueckencheck';

const rig = setUpInProcessRig();

beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

const submit = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Rentenlücke berechnen' }).click();
  await page.waitForURL(/age=/);
};

describe('the Rentenlückencheck in Chromium', () => {
  for (const [name, options] of [
    ['with JavaScript at 390 px', { ...PHONE_VIEW, javaScriptEnabled: true }],
    ['without JavaScript at 1280 px', { ...DESKTOP_VIEW, javaScriptEnabled: false }],
  ] as const) {
    it(`messages at the fields, then the analysis and the result (${name})`, async () => {
      const context = await rig.browser.newContext(options);
      await withConsent(context, rig.server.url, 'f');
      const width = options.viewport.width;
      try {
        const page = await context.newPage();
        await page.goto(`${rig.server.url}${PATH}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toContain('Rentenlückencheck');
        if (options.javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

        await page.getByLabel('Ihr Alter (Jahre)').fill('17');
        await submit(page);
        const ageField = page.getByLabel('Ihr Alter (Jahre)');
        await expect.poll(() => ageField.getAttribute('aria-invalid')).toBe('true');
        expect(await page.locator('#rlc-age-message').textContent()).toBe(
          'Bitte geben Sie Ihr Alter in ganzen Jahren zwischen 18 und 62 an.',
        );
        expect(await page.locator('#rlc-net-message').textContent()).toContain(
          'monatliches Nettoeinkommen',
        );
        await page.screenshot({ path: `${SHOTS}/errors-${width}.png`, fullPage: true });

        await ageField.fill('40');
        await page.getByLabel('Bruttojahreseinkommen (€)').fill('51.944');
        await page.getByLabel('Nettoeinkommen im Monat (€)').fill('3.000');
        await page.getByLabel(/Gewünschter Rentenbeginn/).fill('67');
        await submit(page);
        await expect
          .poll(() => page.getByTestId('pension-gap').textContent())
          .toBe('785,03\u00a0€');
        expect(page.url()).toContain('age=40');
        const analysis = await page.getByRole('region', { name: '2. Analyse' }).textContent();
        expect(analysis).toContain('47 Entgeltpunkte');
        expect(analysis).toContain('1.614,97\u00a0€');
        const result = await page.getByRole('region', { name: '3. Ergebnis' }).textContent();
        expect(result).toContain('587,32\u00a0€ im Monat');
        const start = page.getByRole('link', { name: 'Jetzt Vergleich starten' });
        expect(await start.getAttribute('href')).toBe(
          '/onboarding-personal-data?pt=schicht3&ra=67&mp=588',
        );
        if (options.javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/result-${width}.png`, fullPage: true });
      } finally {
        await context.close();
      }
    });
  }

  it('the landing page variant answers a shared address with the same result', async () => {
    const context = await rig.browser.newContext({ ...DESKTOP_VIEW, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(
        `${rig.server.url}/rentenversicherung/lp/vergleichen/rentenlueckencheck?age=50&net=2500&retireAt=64&statutory=1500&share=90&childless=1`,
      );
      expect(response?.status()).toBe(200);
      expect(await page.getByTestId('pension-gap').textContent()).toBe('1.085,78\u00a0€');
      expect(await page.getByRole('region', { name: '2. Analyse' }).textContent()).toContain(
        'Renteninformation',
      );
    } finally {
      await context.close();
    }
  });
});
