import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ComparisonRow } from '../../../../domain/comparison/comparison-row';
import type { SearchWishes } from '../../../../domain/comparison/search-wishes';
import type { TariffFacts } from '../../../../domain/result-view/result-facts';
import { TARIFF_PROMOTIONS } from '../../../../domain/tariffs/promotion';
import { PromotionBadge } from '../../../../web/components/promotion-badge';
import { CARD_PROMOTION_BADGES, ResultRow } from '../../../../web/features/result-list/result-row';

const ROW: ComparisonRow = {
  tariffId: 'alpha-rente',
  insurerId: 1,
  insurerName: 'Alpha Leben',
  tariffName: 'Alpha Rente Plus',
  monthlyContribution: 150,
  oneTimePayment: 0,
  guaranteedPension: 412.3,
  projectedPension: 1234.56,
  capitalAtRetirement: 98765.4,
  guaranteedCapital: 50000,
  effectiveCosts: 1.2,
  grade: 1.9,
  points: 1250,
  payInError: null,
  riesterAllowances: null,
  ruerupTaxSaving: null,
  assumedReturns: { fund: 0.06, guaranteePart: null },
  beitragsGarantie: 0,
  investmentType: 'fondsgebunden',
  wishMismatches: [],
};

const FACTS: TariffFacts = {
  tariffId: 'alpha-rente',
  onlineContract: true,
  beitragsGarantie: 80,
  limits: {
    minMonthlyPayment: 25,
    maxMonthlyPayment: 1000,
    minOneTimePayment: 500,
    maxOneTimePayment: 100000,
  },
  promotion: null,
};

const QUERY = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden&tg=2.5';

const render = (
  row: ComparisonRow = ROW,
  facts: TariffFacts | null = FACTS,
  extra: {
    showPoints?: boolean;
    checked?: boolean;
    wishes?: SearchWishes | null;
    canSave?: boolean;
    listUrl?: string;
  } = {},
): string =>
  renderToString(
    <ResultRow
      row={row}
      position={1}
      facts={facts}
      wishes={extra.wishes ?? null}
      query={QUERY}
      insuranceStart="2027-03-01"
      showPoints={extra.showPoints ?? false}
      checked={extra.checked ?? false}
      onToggle={() => undefined}
      canSave={extra.canSave ?? false}
      listUrl={extra.listUrl ?? ''}
    />,
  ).replaceAll('&amp;', '&');

const figure = (html: string, name: string): string =>
  new RegExp(`data-figure="${name}">([^<]*)<`).exec(html)?.[1] ?? '';

describe('ResultRow (issue 7 step 5, SPEC §5 formats)', () => {
  it('shows the engine’s figures the German way', () => {
    const html = render();
    expect(figure(html, 'projectedPension')).toBe('1.234,56\u00a0€');
    expect(figure(html, 'guaranteedPension')).toBe('412,30\u00a0€');
    expect(figure(html, 'capitalAtRetirement')).toBe('98.765,40\u00a0€');
    expect(figure(html, 'effectiveCosts')).toBe('1,20\u00a0%');
    expect(html).toContain('<dd>150,00\u00a0€ mtl.</dd>');
    expect(html).toContain('<dd>80\u00a0%</dd>');
    expect(html).toContain('>Alpha Leben</p>');
    expect(html).toContain('id="tarif-alpha-rente">Alpha Rente Plus</h2>');
  });

  it('writes the grade as 1,9 with its rating', () => {
    const html = render();
    expect(html).toContain('<span class="result__grade-value">1,9</span>');
    expect(html).toContain('<span class="result__grade-label">gut</span>');
    const best = render({ ...ROW, grade: 1.5 });
    expect(best).toContain('<span class="result__grade-value">1,5</span>');
    expect(best).toContain('<span class="result__grade-label">sehr gut</span>');
  });

  it('states a pay-in error with the tariff’s limit', () => {
    expect(render()).not.toContain('result__error');
    const html = render({ ...ROW, payInError: 'paymentMinError' });
    expect(html).toContain(
      'Der Beitrag liegt unter dem Mindestbeitrag dieses Tarifs: Er nimmt monatlich ab 25,00\u00a0€ an.',
    );
    expect(render({ ...ROW, payInError: 'paymentMaxError' }, null)).toContain(
      'Der Beitrag liegt über dem Höchstbeitrag dieses Tarifs.',
    );
  });

  it('links Details and offers Vergleichen with the same query', () => {
    const html = render();
    const href = /<a [^>]*href="([^"]+)"[^>]*>Details/.exec(html)?.[1] ?? '';
    expect(href).toBe(`/tariff-details?tariffId=alpha-rente&${QUERY}`);
    expect(html).toContain('<span class="visually-hidden"> zu Alpha Rente Plus</span>');
    const box = /<input type="checkbox" name="tarif"[^>]*value="alpha-rente"[^>]*>/.exec(html)?.[0];
    expect(box).toBeDefined();
    expect(box).not.toContain('checked');
    expect(render(ROW, FACTS, { checked: true })).toMatch(
      /<input type="checkbox" name="tarif" checked="" value="alpha-rente"/,
    );
    expect(html).toContain('Vergleichen</label>');
  });

  it('shows the online badge and the points only when they apply', () => {
    expect(render()).toContain('>Online-Abschluss</span>');
    // „Online abschließen“ carries the search's insurance start, as the details do (issue 32).
    const online = /href="(\/personal-login\?[^"]*)"/.exec(render())?.[1] ?? '';
    expect(new URLSearchParams(online.split('?')[1]).get('is')).toBe('2027-03-01');
    expect(render(ROW, { ...FACTS, onlineContract: false })).not.toContain('Online-Abschluss');
    expect(render()).not.toContain('Bonuspunkte');
    expect(render(ROW, FACTS, { showPoints: true })).toContain('>1.250 Bonuspunkte</span>');
  });

  it('shows a one-time payment and no Effektivkosten for sofort', () => {
    const html = render({
      ...ROW,
      monthlyContribution: 0,
      oneTimePayment: 50000,
      effectiveCosts: null,
    });
    expect(html).toContain('<dd>50.000,00\u00a0€ einmalig</dd>');
    expect(figure(html, 'effectiveCosts')).toBe('–');
  });

  it('names the assumed return beside the Mögliche Rente (issue 16 item 2)', () => {
    const html = render();
    expect(html).toContain('Annahme: 6 % Fondsrendite p. a. vor Kosten');
    const hybrid = render({ ...ROW, assumedReturns: { fund: 0.05, guaranteePart: 0.0167 } });
    expect(hybrid).toContain('Annahme: Fonds 5 %, Sicherungsvermögen 1,67 % p. a. vor Kosten');
  });

  it('marks a tariff short of the wishes and leaves a matching one unmarked (issue 16 item 1)', () => {
    const wishes: SearchWishes = { investmentType: 'klassisch', beitragsGarantie: 100 };
    expect(render(ROW, FACTS, { wishes })).not.toContain('Erfüllt Ihren Wunsch nicht');
    const short = render(
      { ...ROW, beitragsGarantie: 50, wishMismatches: ['investmentType', 'beitragsGarantie'] },
      FACTS,
      { wishes },
    );
    expect(short).toContain('data-wish="nicht-erfuellt"');
    expect(short).toContain(
      'Erfüllt Ihren Wunsch nicht: Anlage „Fondsgebunden“ statt „Klassisch“; Beitragsgarantie nur 50 % statt 100 %',
    );
  });

  it('shows the Riester allowances per year on the card (issue 16 item 9)', () => {
    expect(render()).not.toContain('Riester-Zulagen');
    const html = render({
      ...ROW,
      riesterAllowances: {
        firstYear: 475,
        firstYearMaximum: 475,
        total: 18326,
        basicAllowance: 175,
        childAllowances: 300,
        starterBonus: 0,
      },
    });
    expect(figure(html, 'riesterAllowances')).toBe(
      'Grundzulage 175,00 € + Kinderzulagen 300,00 € pro Jahr',
    );
  });

  it('shows the insurer’s promotion as a badge only on a tariff that carries it (issue 32 finding 12)', () => {
    expect(render()).not.toContain('promotion-badge');
    const html = render(ROW, { ...FACTS, promotion: 'inflationPremium' });
    // The card writes the badge itself (the result route's JS budget): the same as PromotionBadge.
    for (const promotion of TARIFF_PROMOTIONS) {
      expect(
        renderToString(<PromotionBadge promotion={promotion} />).replace(/<!-- -->/g, ''),
      ).toContain(`>${CARD_PROMOTION_BADGES[promotion]}</span>`);
    }
    expect(html).toMatch(
      /<span class="promotion-badge" data-testid="promotion-badge" data-promotion="inflationPremium">Aktion: Inflationsprämie<\/span>/,
    );
  });

  it('„Merken“ posts to the Merkzettel with the list to come back to, beside its hidden notice (issue 32 finding 10)', () => {
    expect(render()).not.toContain('watchlist-save');
    const listUrl = `/result?${QUERY}&anzahl=20`;
    const html = render(ROW, FACTS, { canSave: true, listUrl });
    const action = /formAction="([^"]*)"/.exec(html)?.[1] ?? '';
    const url = new URL(action, 'https://portal.test');
    expect(url.pathname).toBe('/kundenbereich/merkzettel');
    expect(url.searchParams.get('returnTo')).toBe(listUrl);
    const button = /<button[^>]*data-testid="watchlist-save"[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('name="merken"');
    expect(button).toContain('value="alpha-rente"');
    expect(html).toContain(
      'id="gemerkt-alpha-rente" data-testid="watchlist-saved">Gemerkt: Der Tarif „Alpha Rente Plus“ steht jetzt auf Ihrem Merkzettel. <a href="/kundenbereich/merkzettel">Zum Merkzettel</a>',
    );
  });
});
