import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { insuranceStartChoice } from '../../../../../domain/onboarding/insurance-start-options';
import { ONBOARDING_MESSAGES } from '../../../../../domain/onboarding/onboarding-messages';
import { ok } from '../../../../../domain/result';
import { elementTexts, fakeServices, render } from '../../../web-test-kit';

const PERSONAL =
  'weiter=1&birthday=12.04.1985&jobSituation=Angestellter&hasPublicInsurance=1&paysChurchTax=0' +
  '&estimatedGrossYearlySalary=45.000&isMarried=0&numberOfChildrenWithAllowance=0';

// The first insurance start offered today (SPEC §4): always one of the step's options.
const START = insuranceStartChoice(Temporal.Now.instant(), 'schicht3').defaultStart;

describe('the onboarding steps at the server (no JavaScript needed)', () => {
  it('prefills birth date and job situation from the landing widget', async () => {
    const { status, html } = await render(
      '/onboarding-personal-data?jobSituation=Angestellter&birthday=1985-04-12',
    );
    expect(status).toBe(200);
    expect(elementTexts(html, 'h1')).toEqual(['Persönliche Angaben']);
    expect(html).toContain('Schritt 1 von 4');
    expect(html).toMatch(/name="birthday"[^>]*value="12.04.1985"/);
    expect(html).toMatch(/<option value="Angestellter" selected="">/);
    expect(html).toContain('method="get"');
  });

  it('redirects a valid sent form to the next step with the search data in the URL', async () => {
    const answer = await render(`/onboarding-personal-data?${PERSONAL}`);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(
      '/onboarding-product-selection?js=Angestellter&bd=1985-04-12&pi=1&pct=0&egs=45000&im=0&noc=0',
    );
  });

  it('carries wpset and stay through the steps, wp1 and wp2 with the search data (SPEC §9)', async () => {
    const shown = await render(
      '/onboarding-personal-data?jobSituation=Angestellter&wpset=partner_a&stay=1&wp1=pa',
    );
    expect(shown.html).toMatch(/<input type="hidden" name="wpset" value="partner_a"\/?>/);
    expect(shown.html).toMatch(/<input type="hidden" name="stay" value="1"\/?>/);
    const sent = await render(
      `/onboarding-personal-data?${PERSONAL}&wp1=pa&wp2=pa_ad&wpset=partner_a&stay=1`,
    );
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(
      '/onboarding-product-selection?js=Angestellter&bd=1985-04-12&pi=1&pct=0&egs=45000&im=0&noc=0&wp1=pa&wp2=pa_ad&wpset=partner_a&stay=1',
    );
    // The product step (the move to Riester, Rürup or private RV) hands them on as well.
    const product = await render(`${sent.location}`);
    expect(product.html).toMatch(/<input type="hidden" name="wpset" value="partner_a"\/?>/);
    expect(product.html).toMatch(/<input type="hidden" name="stay" value="1"\/?>/);
  });

  it('shows the German messages at the fields of a refused form', async () => {
    const { status, html } = await render(
      '/onboarding-personal-data?weiter=1&birthday=31.02.1985&estimatedGrossYearlySalary=viel',
    );
    expect(status).toBe(200);
    expect(html).toContain('Bitte geben Sie ein gültiges Geburtsdatum an');
    expect(html).toContain('Bitte geben Sie einen Betrag in Euro an');
    expect(html).toContain('Bitte wählen Sie eine berufliche Situation.');
    expect(html).toContain('aria-invalid="true"');
  });

  it('at 63 points to the Sofortrente comparison beside the age message', async () => {
    const today = Temporal.Now.plainDateISO('Europe/Berlin');
    const at63 = today.subtract({ years: 63 });
    const german = `${String(at63.day).padStart(2, '0')}.${String(at63.month).padStart(2, '0')}.${at63.year}`;
    const { html } = await render(
      `/onboarding-personal-data?weiter=1&birthday=${german}&jobSituation=Angestellter`,
    );
    expect(html).toContain('Das Höchstalter beträgt 62 Jahre');
    expect(html).toContain(`href="/onboarding-sofort?birthday=${at63.toString()}"`);
    expect(html).toContain('Sofortrente vergleichen');
  });

  it('shows the codec message and a way back for an invalid URL value', async () => {
    const { status, html } = await render('/onboarding-contribution?pt=riester&pi=ja&js=Beamter');
    expect(status).toBe(200);
    expect(html).toContain('Der Wert „ja“ ist weder 1 (ja) noch 0 (nein).');
    expect(html).toContain('href="/onboarding-contribution?pt=riester&amp;js=Beamter"');
  });

  it.each([
    '/onboarding-contribution?pt=schicht3&mp=abc',
    '/result?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=abc',
    '/tariff-details?tariffId=x&pt=schicht3&mp=abc',
    '/comparison?tariffIds=a,b&pt=schicht3&mp=abc',
  ])('%s: the German message on the page, never the SPEC text of the CLI and API', async (path) => {
    const { html } = await render(path);
    expect(html).toContain('Der Wert „abc“ ist keine Zahl.');
    expect(html).not.toContain('Couldnt parse value');
  });

  it('computes the Riester allowances and the Rürup tax saving on the product step', async () => {
    const { html } = await render(
      '/onboarding-product-selection?js=Angestellter&bd=1985-04-12&pi=1&pct=0&egs=60000&im=1&sjb=Angestellter&spi=1&noc=1&cb=2015-03-01',
    );
    expect(html).toContain('Schritt 2 von 4');
    expect(html).toContain('Unmittelbar förderberechtigt');
    // 175 € Grundzulage + 300 € Kinderzulage; 4 % of 60,000 € = 2,400 → capped 2,100 − 475.
    expect(html).toMatch(/data-testid="riester-allowances">475\u00a0€/);
    expect(html).toMatch(/data-testid="riester-minimum">1\.625\u00a0€/);
    expect(html).toMatch(/data-testid="ruerup-saving">[\d.]+\u00a0€/);
    expect(html).toContain(
      'href="/onboarding-personal-data?js=Angestellter&amp;bd=1985-04-12&amp;pi=1',
    );
  });

  it('counts the spouse’s pension contributions in the Rürup Höchstbetrag (issue 32)', async () => {
    // 2 · 30,826 − 18.6 % · 50,000 − 18.6 % · 40,000 = 61,652 − 9,300 − 7,440 = 44,912 €.
    const { html } = await render(
      '/onboarding-product-selection?js=Angestellter&bd=1985-04-12&pi=1&pct=0&egs=50000&im=1&sjb=Angestellter&spi=1&spct=0&segs=40000&noc=0',
    );
    const text = html.replaceAll('<!-- -->', '').replaceAll('\u00a0', ' ');
    expect(text).toContain('Absetzbar sind bis zu 44.912 € im Jahr.');
    // The saving of 2,400 € on the joint zvE (test/domain/onboarding/product-offers.test.ts).
    expect(text).toContain('data-testid="ruerup-saving">752 €');
  });

  it('sends a customer who picks Riester after a schicht3 start back for the salary, marked', async () => {
    // Started on a private Rentenversicherung page: no salary asked. Riester needs it.
    const started =
      '/onboarding-product-selection?js=Angestellter&bd=1985-04-12&pi=1&im=0&noc=0&pt=schicht3';
    const riester = await render(`${started}&weiter=1&productType=riester`);
    expect(riester.status).toBe(302);
    expect(riester.location).toMatch(/^\/onboarding-personal-data\?.*pt=riester.*&weiter=1/);
    const back = await render(riester.location ?? '');
    expect(back.status).toBe(200);
    expect(back.html).toContain(ONBOARDING_MESSAGES.salary);
    expect(back.html).toMatch(/name="birthday"[^>]*value="12.04.1985"/);
    // Keeping private Rentenversicherung goes on to the contribution.
    const kept = await render(`${started}&weiter=1&productType=schicht3`);
    expect(kept.location).toMatch(/^\/onboarding-contribution\?/);
  });

  it('refuses a contribution outside the catalogue limits at the field (issue 16 item 4)', async () => {
    const svc = fakeServices({
      contributionLimits: async () => ({
        monthly: { min: 25, max: 5000 },
        oneTime: { min: 500, max: 1_000_000 },
      }),
    });
    const step =
      '/onboarding-contribution?pt=schicht3&bd=1985-04-12&weiter=1&paymentPeriod=monthly&retirementAge=67';
    const refused = await render(`${step}&contribution=5&insuranceStart=${START}`, svc);
    expect(refused.status).toBe(200);
    expect(refused.html).toContain(
      'Bitte geben Sie einen Beitrag zwischen 25\u00a0€ und 5.000\u00a0€ im Monat ein.',
    );
    expect(refused.html).toContain('25\u00a0€ bis 5.000\u00a0€ im Monat');
    const taken = await render(`${step}&contribution=50&insuranceStart=${START}`, svc);
    expect(taken.status).toBe(302);
  });

  it.each([
    ['/riester-rente', 'riester'],
    ['/ruerup-rente', 'ruerup'],
  ])(
    'the entry widget on %s keeps the product into the steps (issue 16 item 7)',
    async (path, pt) => {
      const entry = await render(
        `${path}?entry=1&productType=schicht3&birthday=12.04.1985&jobSituation=Angestellter`,
      );
      expect(entry.location).toBe(
        `/onboarding-personal-data?jobSituation=Angestellter&birthday=1985-04-12&pt=${pt}`,
      );
      const step = await render(entry.location ?? '');
      expect(step.html).toMatch(new RegExp(`<input type="hidden" name="pt" value="${pt}"/>`));
      const sent = await render(`/onboarding-personal-data?pt=${pt}&${PERSONAL}`);
      expect(new URLSearchParams(sent.location?.split('?')[1]).get('pt')).toBe(pt);
    },
  );

  it('renders the result list from compareTariffs', async () => {
    const svc = fakeServices({
      compareTariffs: async () =>
        ok({
          total: 3,
          shown: 1,
          demo: true,
          insuranceStart: '2027-01-01',
          results: [
            {
              tariffId: 't1',
              insurerId: 1,
              insurerName: 'Muster Leben',
              tariffName: 'Rente Plus',
              monthlyContribution: 100,
              oneTimePayment: 0,
              guaranteedPension: 123.4,
              projectedPension: 1234.56,
              capitalAtRetirement: 45678.9,
              guaranteedCapital: 30000,
              effectiveCosts: 1.2,
              grade: 1.5,
              points: 10,
              payInError: 'paymentMinError',
              riesterAllowances: null,
              ruerupTaxSaving: null,
              assumedReturns: { fund: 0.06, guaranteePart: null },
              beitragsGarantie: 0,
              investmentType: 'fondsgebunden',
              wishMismatches: [],
            },
          ],
          insurers: [{ id: 1, name: 'Muster Leben' }],
          facts: [],
          wishes: null,
        }),
    });
    const { html } = await render('/result?pt=schicht3&bd=1985-04-12&mp=100', svc);
    expect(html).toContain('1 von 3 Tarifen');
    expect(html).toContain('Demo-Daten');
    expect(html).toMatch(/result__grade-value">1,5</);
    expect(html).toContain('1.234,56\u00a0€');
    expect(html).toContain('1,20\u00a0%');
    expect(html).toContain('unter dem Mindestbeitrag');
  });
});
