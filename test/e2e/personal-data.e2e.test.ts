import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillApplicationData } from '../support/application-journey-rig';
import { setUpRig } from '../support/browser-rig';
import { expectAccessible as expectNoSeriousViolation } from './flow-kit';

// /personal-data in Chromium against the production build: the application form with and without
// JavaScript (messages at the fields, nothing typed lost, the draft kept for reload and back),
// the reveals (residence permit, förderschädlich warning), Riester's allowance application, the
// risk stop with its callback request, axe-core, and screenshots in /tmp/personal-data/.

const SCHICHT3 =
  'tariffId=ostseewind-leben-privatrente-etf&js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&pp=monthly';
const RIESTER =
  'tariffId=nordlicht-leben-riester-klassik&js=Angestellter&bd=1990-01-01&pt=riester&pi=1&egs=45000&mp=100&tg=2.5';
const SHOTS = '/tmp/personal-data';

const rig = setUpRig(300_000);
let context: BrowserContext;
let page: Page;
let problems: string[];

const newPage = async (options: { width?: number; javaScript?: boolean } = {}): Promise<void> => {
  context = await rig.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  await context.addCookies([{ name: 'rk_consent', value: 'necessary', url: rig.server.url }]);
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A form answered with its messages (400) or the risk stop (422) fails its call on purpose.
    if (/status of 4(00|22)/.test(message.text())) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
};

const open = async (query: string, hydrated = true): Promise<void> => {
  const answer = await page.goto(`${rig.server.url}/personal-data?${query}`);
  expect(answer?.status()).toBe(200);
  if (hydrated) await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
};

const fillValid = (): Promise<void> =>
  fillApplicationData(
    page,
    {
      firstName: 'Jörg-Renée',
      lastName: 'Müller-Lüdenscheidt',
      email: 'joerg@example.de',
      phone: '+49 170 1234567',
    },
    'schicht3',
  );

const submit = (): Promise<void> =>
  page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();

const expectAccessible = (): Promise<void> => expectNoSeriousViolation(page);

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
beforeEach(() => {
  problems = [];
});
afterEach(async () => {
  await context.close();
  expect(problems).toEqual([]);
});

describe('/personal-data with JavaScript', () => {
  it('shows the message at the field, keeps every value, then goes on to /online-contract; back shows the draft', async () => {
    await newPage();
    await open(SCHICHT3);
    await expect
      .poll(() => page.getByTestId('application-tariff').textContent())
      .toContain('Ostseewind Leben');
    // The comparison's birthday fills the form.
    expect(await page.getByLabel('Geburtsdatum').inputValue()).toBe('12.04.1985');
    // SPEC §3: the advisor may get in touch unless the customer unticks it.
    expect(await page.getByRole('checkbox', { name: /Beraterin/ }).isChecked()).toBe(true);
    await expectAccessible();
    await page.screenshot({ path: `${SHOTS}/personal-data-1280.png`, fullPage: true });

    await fillValid();
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await page.getByLabel('Postleitzahl').fill('1011');
    await submit();
    const iban = page.getByLabel('IBAN');
    await expect.poll(() => iban.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await iban.getAttribute('aria-describedby')) ?? '';
    const messageId = describedBy.split(' ').find((id) => id.endsWith('-message')) ?? '';
    expect(await page.locator(`[id="${messageId}"]`).textContent()).toBe(
      'Die Prüfziffern der IBAN stimmen nicht. Bitte prüfen Sie Ihre Eingabe.',
    );
    expect(await page.getByTestId('error-summary').textContent()).toContain(
      'Die Postleitzahl besteht aus genau 5 Ziffern.',
    );
    // Nothing typed is lost.
    expect(await page.getByLabel('Vorname').inputValue()).toBe('Jörg-Renée');
    expect(await iban.inputValue()).toBe('DE89 3704 0044 0532 0130 01');
    await expectAccessible();

    await iban.fill('DE89 3704 0044 0532 0130 00');
    await page.getByLabel('Postleitzahl').fill('10115');
    await submit();
    await page.waitForURL((url) => url.pathname === '/online-contract');
    expect(new URL(page.url()).search).toBe(`?${SCHICHT3}`);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/personal-data');
    await expect.poll(() => page.getByLabel('IBAN').inputValue()).toBe('DE89370400440532013000');
    expect(
      await page.getByLabel('Steuerliche Identifikationsnummer (Steuer-IdNr.)').inputValue(),
    ).toBe('86095742719');
    await page.reload();
    await expect.poll(() => page.getByLabel('Hausnummer').inputValue()).toBe('12a');
  });

  it('keeps the personal data in session storage before the first save (reload)', async () => {
    await newPage();
    await open(SCHICHT3);
    await page.getByLabel('Vorname').fill('Zoë');
    await page.getByLabel('Wohnort').fill('München');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.getByLabel('Vorname').inputValue()).toBe('Zoë');
    expect(await page.getByLabel('Wohnort').inputValue()).toBe('München');
    const kept = await page.evaluate(() => window.sessionStorage.getItem('rk.personalData'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ firstName: 'Zoë', city: 'München' });
  });

  it('asks for a residence permit only for nationals outside the EU/EEA', async () => {
    await newPage({ width: 390 });
    await open(SCHICHT3);
    await page.screenshot({ path: `${SHOTS}/personal-data-390.png`, fullPage: true });
    const permit = page.getByRole('group', { name: /Aufenthaltserlaubnis/ });
    expect(await permit.isVisible()).toBe(false);
    await page.getByLabel('Staatsangehörigkeit').selectOption('US');
    await expect.poll(() => permit.isVisible()).toBe(true);
    await page.getByLabel('Staatsangehörigkeit').selectOption('AT');
    await expect.poll(() => permit.isVisible()).toBe(false);
  });

  it('Riester: the allowance application and the förderschädlich warning', async () => {
    await newPage();
    await open(RIESTER);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Zulagenantrag' }).isVisible())
      .toBe(true);
    const warning = page.getByText('Achtung, förderschädlich');
    expect(await warning.isVisible()).toBe(false);
    await page
      .getByLabel('Wer erhält die Leistung, wenn Sie vor Rentenbeginn sterben?')
      .selectOption('heirsEqualPartsHarmful');
    await expect.poll(() => warning.isVisible()).toBe(true);
    expect(await warning.textContent()).toContain('§ 93 EStG');
    await page
      .getByLabel('Wer erhält die Leistung, wenn Sie vor Rentenbeginn sterben?')
      .selectOption('spousePartnerAndChildren');
    await fillValid();
    await page.getByRole('radio', { name: 'Dauerzulagenantrag' }).check();
    await page.getByRole('radio', { name: /^Unmittelbar/ }).check();
    await page.getByLabel('Sozialversicherungsnummer', { exact: true }).fill('12 010190 M 00 3');
    await submit();
    await expect
      .poll(() =>
        page.getByLabel('Sozialversicherungsnummer', { exact: true }).getAttribute('aria-invalid'),
      )
      .toBe('true');
    await page.getByLabel('Sozialversicherungsnummer', { exact: true }).fill('12 010190 M 00 4');
    await submit();
    await page.waitForURL((url) => url.pathname === '/online-contract');
  });

  it('a PEP cannot sign online: the reasons, then "Beratung anfragen" stores a callback', async () => {
    await newPage();
    await open(SCHICHT3);
    await fillValid();
    await page.getByRole('radio', { name: /^Ja/ }).check();
    await submit();
    const stop = page.getByTestId('risk-stop');
    await expect.poll(() => stop.isVisible()).toBe(true);
    expect(await stop.textContent()).toContain('politisch exponierte Person');
    await expectAccessible();
    await page.screenshot({ path: `${SHOTS}/risk-stop-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Beratung anfragen' }).click();
    await expect.poll(() => page.getByTestId('callback-stored').isVisible()).toBe(true);
  });
});

describe('/personal-data without JavaScript', () => {
  it('posts the form: 400 with the messages and values, then 303 to /online-contract', async () => {
    await newPage({ javaScript: false });
    await open(SCHICHT3, false);
    await fillValid();
    await page.getByLabel('Nachname', { exact: true }).fill('<b>Müller</b>');
    const [answer] = await Promise.all([page.waitForNavigation(), submit()]);
    expect(answer?.status()).toBe(400);
    const lastName = page.getByLabel('Nachname', { exact: true });
    expect(await lastName.getAttribute('aria-invalid')).toBe('true');
    expect(await lastName.inputValue()).toBe('<b>Müller</b>');
    expect(await page.getByLabel('IBAN').inputValue()).toBe('DE89 3704 0044 0532 0130 00');
    await lastName.fill('Müller');
    await submit();
    await page.waitForURL((url) => url.pathname === '/online-contract');
  });
});
