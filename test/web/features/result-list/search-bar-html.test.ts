import { describe, expect, it } from 'vitest';
import { searchSummaryText } from '../../../../domain/result-view/search-bar';
import { searchBarHtml } from '../../../../web/features/result-list/search-bar-html';

// Issue 32 finding 6: the result list's search bar — the search in one line with „ändern“ and the
// GET form (its HTML is placed as it is, so every value must be escaped).

const BAR = {
  values: {
    paymentPeriod: 'monthly',
    contribution: '150',
    oneTimePayment: '',
    additionalOneTimePayment: '',
    retirementAge: '67',
    insuranceStart: '2027-01-01',
  },
  errors: {},
  startOptions: ['2026-12-01', '2027-01-01', '2027-02-01'],
  unit: 'mtl.',
};

const html = (over: Partial<Parameters<typeof searchBarHtml>[0]> = {}): string =>
  searchBarHtml({
    summary: '150 € mtl. · Beginn 01.01.2027 · Rente mit 67',
    bar: BAR,
    query: 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150',
    action: '/result',
    editUrl: '/onboarding-contribution?pt=schicht3',
    ...over,
  });

describe('searchSummaryText', () => {
  it('names the contribution, the insurance start and the pension age', () => {
    const text = searchSummaryText(
      { productType: 'schicht3', monthlyPayment: 150, paymentPeriod: 'monthly' },
      '2027-01-01',
      67,
    );
    expect(text).toBe('150\u00a0€ mtl. · Beginn 01.01.2027 · Rente mit 67');
    expect(
      searchSummaryText(
        { productType: 'schicht3', paymentPeriod: 'yearly', selectedContribution: '1800' },
        '2027-01-01',
        65,
      ),
    ).toBe('1.800\u00a0€ jährl. · Beginn 01.01.2027 · Rente mit 65');
    expect(
      searchSummaryText(
        {
          productType: 'sofort',
          paymentPeriod: 'oneTime',
          oneTimePayment: 50_000,
          pensionStartsInstantly: true,
        },
        '2026-12-01',
        67,
      ),
    ).toBe('50.000\u00a0€ einmalig · Beginn 01.12.2026');
  });
});

describe('searchBarHtml', () => {
  it('is a GET form to /result carrying the whole search, the choices preselected', () => {
    const bar = html();
    expect(bar).toContain('<form method="get" action="/result"');
    expect(bar).toContain('<input type="hidden" name="weiter" value="1">');
    expect(bar).toContain('<input type="hidden" name="mp" value="150">');
    expect(bar).toContain('<input type="hidden" name="paymentPeriod" value="monthly">');
    expect(bar).toContain('<input id="suche-contribution" name="contribution"');
    expect(bar).toContain('<option value="2027-01-01" selected>01.01.2027</option>');
    expect(bar).toContain('<option value="67" selected>67 Jahren</option>');
    expect(bar).not.toContain(' open');
  });

  it('escapes every value it places', () => {
    const bar = html({
      summary: '<b>x</b>',
      query: 'js=Angestellter&keyword=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      bar: { ...BAR, values: { ...BAR.values, contribution: '"><img src=x>' } },
    });
    expect(bar).not.toContain('<script');
    expect(bar).not.toContain('<img');
    expect(bar).not.toContain('<b>');
    expect(bar).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });

  it('opens with the message at a wrong field', () => {
    const bar = html({
      bar: { ...BAR, errors: { contribution: 'Bitte geben Sie einen Betrag ein.' } },
    });
    expect(bar).toContain('<details class="search-bar" data-testid="search-bar" open>');
    expect(bar).toContain('aria-invalid="true" aria-describedby="suche-contribution-fehler"');
    expect(bar).toContain(
      '<p class="search-bar__error" id="suche-contribution-fehler">Bitte geben Sie einen Betrag ein.</p>',
    );
  });

  it('links a single premium to its own step', () => {
    const bar = html({ bar: null });
    expect(bar).not.toContain('<form');
    expect(bar).toContain('href="/onboarding-contribution?pt=schicht3">ändern</a>');
  });
});
