import { describe, expect, it } from 'vitest';
import { render } from '../../../web-test-kit';

// The personal-data step asks salary and church tax only where the product needs them
// (issue 16 item 7), in the HTML the server sends: the same without JavaScript.
const ANSWERS =
  'weiter=1&birthday=12.04.1985&jobSituation=Angestellter&hasPublicInsurance=1' +
  '&isMarried=1&spouseJobSituation=Beamter&spouseHasPublicInsurance=0' +
  '&spouseHasRiesterContract=0&numberOfChildrenWithAllowance=0';
const TAX =
  '&paysChurchTax=1&estimatedGrossYearlySalary=45.000&spousePaysChurchTax=0' +
  '&spouseEstimatedGrossYearlySalary=30.000';

const fieldNames = (html: string): string[] =>
  [
    ...html.matchAll(
      /name="(paysChurchTax|estimatedGrossYearlySalary|spousePaysChurchTax|spouseEstimatedGrossYearlySalary)"/g,
    ),
  ]
    .map((match) => match[1] ?? '')
    .filter((name, i, all) => all.indexOf(name) === i);

const sentQuery = async (url: string): Promise<URLSearchParams> => {
  const answer = await render(url);
  expect(answer.status).toBe(302);
  return new URLSearchParams(answer.location?.split('?')[1]);
};

describe('the personal-data step per product', () => {
  it.each([
    ['schicht3', []],
    ['s3einmalzahlung', []],
    ['riester', ['estimatedGrossYearlySalary', 'spouseEstimatedGrossYearlySalary']],
    [
      'ruerup',
      [
        'paysChurchTax',
        'estimatedGrossYearlySalary',
        'spousePaysChurchTax',
        'spouseEstimatedGrossYearlySalary',
      ],
    ],
  ])('renders for pt=%s only the tax fields %j', async (pt, fields) => {
    const { status, html } = await render(
      `/onboarding-personal-data?js=Angestellter&bd=1985-04-12&pt=${pt}`,
    );
    expect(status).toBe(200);
    expect(fieldNames(html)).toEqual(fields);
    expect(html).toContain('Sind Sie verheiratet?');
  });

  it('asks everything, as optional, while no product is chosen', async () => {
    const { html } = await render('/onboarding-personal-data?jobSituation=Angestellter');
    expect(fieldNames(html)).toEqual([
      'paysChurchTax',
      'estimatedGrossYearlySalary',
      'spousePaysChurchTax',
      'spouseEstimatedGrossYearlySalary',
    ]);
    expect(html).toContain('Bruttojahresgehalt in Euro (freiwillig)');
    expect(html).toContain('Nur für Riester- und Rürup-Rente nötig');
  });

  it('takes the form without salary and church tax while no product is chosen (issue 32, finding 11)', async () => {
    const sent = await sentQuery(`/onboarding-personal-data?${ANSWERS}`);
    expect(sent.get('im')).toBe('1');
    for (const key of ['pct', 'egs', 'spct', 'segs']) expect(sent.has(key)).toBe(false);
    // A given salary is still checked, and kept.
    const { html } = await render(
      `/onboarding-personal-data?${ANSWERS}&estimatedGrossYearlySalary=viel`,
    );
    expect(html).toContain('aria-invalid');
    const kept = await sentQuery(`/onboarding-personal-data?${ANSWERS}${TAX}`);
    expect([kept.get('pct'), kept.get('egs')]).toEqual(['1', '45000']);
  });

  it('takes a private-pension form without salary and church tax, and drops sent ones', async () => {
    const without = await sentQuery(`/onboarding-personal-data?pt=schicht3&${ANSWERS}`);
    expect(without.get('pt')).toBe('schicht3');
    expect(without.get('im')).toBe('1');
    const withTax = await sentQuery(`/onboarding-personal-data?pt=schicht3&${ANSWERS}${TAX}`);
    for (const key of ['pct', 'egs', 'spct', 'segs']) {
      expect(without.has(key)).toBe(false);
      expect(withTax.has(key)).toBe(false);
    }
  });

  it('keeps the salaries but no church tax for Riester', async () => {
    const sent = await sentQuery(`/onboarding-personal-data?pt=riester&${ANSWERS}${TAX}`);
    expect([sent.get('egs'), sent.get('segs'), sent.has('pct'), sent.has('spct')]).toEqual([
      '45000',
      '30000',
      false,
      false,
    ]);
  });

  it('refuses a Rürup form without salary and church tax, with the messages at the fields', async () => {
    const { status, html } = await render(`/onboarding-personal-data?pt=ruerup&${ANSWERS}`);
    expect(status).toBe(200);
    expect(html).toContain('Bitte geben Sie an, ob Sie Kirchensteuer zahlen.');
    expect(html).toContain('Bitte geben Sie Ihr Bruttojahresgehalt in Euro an, z. B. 45.000.');
    const sent = await sentQuery(`/onboarding-personal-data?pt=ruerup&${ANSWERS}${TAX}`);
    expect([sent.get('pct'), sent.get('egs'), sent.get('spct'), sent.get('segs')]).toEqual([
      '1',
      '45000',
      '0',
      '30000',
    ]);
  });
});
