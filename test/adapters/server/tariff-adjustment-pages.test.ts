import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARIFF_ADJUSTMENT_MESSAGES } from '../../../domain/tariff-adjustment/tariff-adjustment';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../fixtures/application/sample-application';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Browser } from './auth/auth-test-server';
import { ERIKA, registerAndReturn } from './auth/login-steps';
import { MAX } from './customer-area-accounts';

// The Tarifanpassung on the real server (built pages, demo catalogue, SQLite file, outbox worker,
// the own demo insurer): an application asking for a 90 % guarantee and strict EU sustainability
// is accepted with an adjustment (DEMO rule); only its owner sees and answers it, once, without
// JavaScript; the insurer is told the choice.

const TARIFF = 'nordlicht-leben-privatrente-balance';
const ADJUSTED = `${SAMPLE_CHOICE.searchQuery}&bg=90&fst=euStrict`;
const GUARANTEE_ONLY = `${SAMPLE_CHOICE.searchQuery}&bg=90`;

let server: TestServer;
let erika: Browser;
let max: Browser;
let guest: Browser;
let both: string;
let guaranteeOnly: string;

const html = (text: string): string => text.replaceAll('&amp;', '&');
const page = async (browser: Browser, path: string): Promise<{ status: number; text: string }> => {
  const answer = await browser.get(path);
  return { status: answer.status, text: html(await answer.text()) };
};
const adjustmentPath = (reference: string): string =>
  `/kundenbereich/tarifanpassung?antrag=${reference}`;

const apply = async (searchQuery: string): Promise<string> => {
  const submitted = await erika.postJson('/api/applications', {
    form: SAMPLE_FORM,
    choice: { ...SAMPLE_CHOICE, tariffId: TARIFF, searchQuery },
    consents: ALL_CONSENTS,
    idempotencyKey: `test-key-${randomUUID()}`,
  });
  expect(submitted.status).toBe(200);
  return ((await submitted.json()) as { reference: string }).reference;
};

beforeAll(async () => {
  server = await startTestServer({
    removeDataDir: true,
    testRoutes: true,
    config: (origin) => ({ publicUrl: origin, loginUrl: `${origin}/login` }),
  });
  erika = new Browser(server.url);
  max = new Browser(server.url);
  guest = new Browser(server.url);
  await registerAndReturn(erika, ERIKA);
  await registerAndReturn(max, MAX);
  both = await apply(ADJUSTED);
  guaranteeOnly = await apply(GUARANTEE_ONLY);
}, 60_000);

afterAll(async () => server.close());

describe('Tarifanpassung', () => {
  it('marks the adjusted applications in Meine Anträge once the insurer answered', async () => {
    await expect
      .poll(
        async () =>
          [...(await page(erika, '/kundenbereich')).text.matchAll(/Tarifanpassung erforderlich/g)]
            .length,
        { timeout: 60_000, interval: 250 },
      )
      .toBe(2);
    const { text } = await page(erika, '/kundenbereich');
    expect(text).toContain(adjustmentPath(both));
    expect(text).toContain(adjustmentPath(guaranteeOnly));
  });

  it('shows the owner the old and the new values with the choices of the subject', async () => {
    const { status, text } = await page(erika, adjustmentPath(both));
    expect(status).toBe(200);
    expect(text).toContain('Beitragsgarantie und Nachhaltigkeit der Fonds');
    expect(text).toMatch(
      /<td data-label="Beantragt">90 %<\/td><td data-label="Neu vom Versicherer">80 %<\/td>/,
    );
    expect(text).toContain('Nachhaltig nach EU-Verordnung (strikt)');
    expect(text).toContain('Nachhaltig nach EU-Verordnung (teilweise)');
    for (const choice of ['keepTariff', 'updateTariff', 'selectAnotherTariff']) {
      expect(text).toContain(`value="${choice}"`);
    }
    const guarantee = await page(erika, adjustmentPath(guaranteeOnly));
    expect(guarantee.text).not.toContain('value="updateTariff"');
  });

  it('shows what 90 % → 80 % does to the guaranteed and the possible pension, in euros (issue 32, finding 4)', async () => {
    const { text } = await page(erika, adjustmentPath(guaranteeOnly));
    const euros = (label: string): [number, number] => {
      const cells = new RegExp(
        `<th scope="row">${label}</th><td data-label="Beantragt">([\\d.,]+)\\s€</td><td data-label="Neu vom Versicherer">([\\d.,]+)\\s€</td>`,
      ).exec(text);
      expect(cells, label).not.toBeNull();
      const value = (s: string | undefined): number =>
        Number((s ?? '').replaceAll('.', '').replace(',', '.'));
      return [value(cells?.[1]), value(cells?.[2])];
    };
    const [guaranteedBefore, guaranteedAfter] = euros('Garantierte Rente monatlich');
    const [projectedBefore, projectedAfter] = euros('Mögliche Rente monatlich');
    expect(guaranteedAfter).toBeGreaterThan(0);
    expect(guaranteedAfter).toBeLessThan(guaranteedBefore);
    expect(projectedAfter).toBeGreaterThan(projectedBefore);
    expect(text).toContain('Die mögliche Rente beruht auf Annahmen und ist nicht garantiert.');
  });

  it('shows another account and a guest nothing of it', async () => {
    const other = await page(max, adjustmentPath(both));
    expect(other.status).toBe(404);
    expect(other.text).toContain(TARIFF_ADJUSTMENT_MESSAGES.notFound);
    expect(other.text).not.toContain('80 %');
    const posted = await max.postForm(adjustmentPath(both), { auswahl: 'keepTariff' });
    expect(posted.status).toBe(404);
    const anonymous = await page(guest, adjustmentPath(both));
    expect(anonymous.text).toContain('Bitte melden Sie sich an');
    expect(anonymous.text).not.toContain('80 %');
  });

  it('refuses a missing choice and a foreign origin, keeps the first choice and tells the insurer', async () => {
    const missing = await erika.postForm(adjustmentPath(both), {});
    expect(missing.status).toBe(400);
    expect(html(await missing.text())).toContain(TARIFF_ADJUSTMENT_MESSAGES.choiceMissing);
    const foreign = await fetch(`${server.url}${adjustmentPath(both)}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'auswahl=keepTariff',
    });
    expect(foreign.status).toBe(403);

    const chosen = await erika.postForm(adjustmentPath(both), { auswahl: 'updateTariff' });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(`${adjustmentPath(both)}&gewaehlt=1`);
    const after = await page(erika, `${adjustmentPath(both)}&gewaehlt=1`);
    expect(after.text).toContain('Wir haben Ihre Wahl an den Versicherer übermittelt.');
    expect(after.text).toContain('Ihre Wahl: Tarif anpassen');
    expect(after.text).not.toContain('data-testid="adjustment-form"');

    const again = await erika.postForm(adjustmentPath(both), { auswahl: 'keepTariff' });
    expect(again.status).toBe(409);
    expect(html(await again.text())).toContain(TARIFF_ADJUSTMENT_MESSAGES.alreadyChosen);

    await expect
      .poll(
        async () => {
          const ledger = (await (
            await fetch(`${server.url}/demo-insurer/__test/ledger`)
          ).json()) as { adjustmentChoices: Record<string, { result: string }> };
          return ledger.adjustmentChoices[both]?.result ?? null;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe('bothUseSustainableFunds');
    const area = await page(erika, '/kundenbereich');
    expect([...area.text.matchAll(/Tarifanpassung erforderlich/g)]).toHaveLength(1);
  });

  it('sends „Anderen Tarif wählen“ to the comparison of the application’s search', async () => {
    const chosen = await erika.postForm(adjustmentPath(guaranteeOnly), {
      auswahl: 'selectAnotherTariff',
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(`/result?${GUARANTEE_ONLY}`);
  });
});
