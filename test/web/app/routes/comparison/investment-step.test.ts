import { describe, expect, it } from 'vitest';
import { makeContributionLimits } from '../../../../../ports/use-cases/contribution-limits.use-case';
import { smallCataloguePort } from '../../../../ports/use-cases/comparison-test-catalogue';
import { fakeServices, render } from '../../../web-test-kit';

// The small fixture catalogue: private RV only as a fund tariff with 0/50/80 % guarantee,
// „Vertragsguthaben“ or „keine“ at death, guarantee periods 0 and 10 years.
const limits = makeContributionLimits({ catalogue: smallCataloguePort() });
const svc = fakeServices({
  contributionLimits: async (product) => {
    const answer = await limits(product);
    return answer.ok ? answer.value : null;
  },
});

const STEP = '/onboarding-investment-selection?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=100';

const optionsOf = (html: string, name: string): string[] => {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  return [...(select?.[1] ?? '').matchAll(/<option value="([^"]*)"/g)].map((m) => m[1] ?? '');
};
const radiosOf = (html: string, name: string): string[] =>
  [...html.matchAll(new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`, 'g'))].map(
    (m) => m[1] ?? '',
  );

describe('the investment step offers only what a tariff of the product can meet (issue 32, finding 3)', () => {
  it('hides the choices no tariff of the small catalogue offers', async () => {
    const { status, html } = await render(STEP, svc);
    expect(status).toBe(200);
    expect(radiosOf(html, 'investmentType')).toEqual(['fondsgebunden']);
    expect(optionsOf(html, 'beitragsGarantie')).toEqual(['0', '50', '60', '80']);
    expect(optionsOf(html, 'deathBenefit')).toEqual(['guthaben', 'keine']);
    expect(optionsOf(html, 'pensionGuaranteePeriod')).toEqual(['0', '5', '10']);
    // Without the catalogue (the fake's default) every choice stays.
    const all = await render(STEP);
    expect(radiosOf(all.html, 'investmentType')).toEqual([
      'klassisch',
      'fondsgebunden',
      'hybrid',
      'hybridUndKlassisch',
    ]);
    expect(optionsOf(all.html, 'beitragsGarantie')).toEqual(['0', '50', '60', '80', '90', '100']);
    expect(optionsOf(all.html, 'deathBenefit')).toEqual([
      'beitragsrueckgewaehr',
      'guthaben',
      'keine',
    ]);
    expect(optionsOf(all.html, 'pensionGuaranteePeriod')).toEqual([
      '0',
      '5',
      '10',
      '15',
      '20',
      '25',
    ]);
  });

  it('moves an old URL’s wish onto the nearest shown choice in the form', async () => {
    const { html } = await render(
      `${STEP}&si=klassisch&bg=100&db=beitragsrueckgewaehr&pgp=25`,
      svc,
    );
    expect(html).toMatch(/<option value="80" selected="">/);
    expect(html).toMatch(/<option value="guthaben" selected="">/);
    expect(html).toMatch(/<option value="10" selected="">/);
    // The one investment type the catalogue offers for private RV is taken.
    expect(html).toMatch(/name="investmentType" checked="" value="fondsgebunden"/);
    // Where the catalogue offers them, the URL's wishes stay as they were.
    const kept = await render(`${STEP}&si=klassisch&bg=100&db=beitragsrueckgewaehr&pgp=25`);
    expect(kept.html).toMatch(/name="investmentType" checked="" value="klassisch"/);
    expect(kept.html).toMatch(/<option value="25" selected="">/);
  });

  it('still takes a wish sent anyway to the result list, where its tariffs are marked', async () => {
    const sent = await render(
      `${STEP}&weiter=1&investmentType=klassisch&beitragsGarantie=100&fundSustainabilityType=any&deathBenefit=beitragsrueckgewaehr&pensionGuaranteePeriod=25`,
      svc,
    );
    expect(sent.status).toBe(302);
    const query = new URLSearchParams(sent.location?.split('?')[1]);
    expect(sent.location).toMatch(/^\/result\?/);
    expect(query.get('si')).toBe('klassisch');
    expect(query.get('bg')).toBe('100');
    expect(query.get('db')).toBe('beitragsrueckgewaehr');
    expect(query.get('pgp')).toBe('25');
  });
});
