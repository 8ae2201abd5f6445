import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ComparisonRow } from '../../../../domain/comparison/comparison-row';
import type { ComparisonAnswer } from '../../../../ports/use-cases/compare-tariffs.use-case';
import { ResultList } from '../../../../web/features/result-list/result-list';
import { searchOf } from './search-of';

const BASE = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden';

const row = (tariffId: string, projectedPension: number): ComparisonRow => ({
  tariffId,
  insurerId: 1,
  insurerName: 'Alpha Leben',
  tariffName: `Tarif ${tariffId}`,
  monthlyContribution: 150,
  oneTimePayment: 0,
  guaranteedPension: 300,
  projectedPension,
  capitalAtRetirement: 90000,
  guaranteedCapital: 50000,
  effectiveCosts: 1,
  grade: 2,
  points: 10,
  payInError: null,
  riesterAllowances: null,
  ruerupTaxSaving: null,
  assumedReturns: { fund: 0.06, guaranteePart: null },
  beitragsGarantie: 0,
  investmentType: 'fondsgebunden',
  wishMismatches: [],
});

const ANSWER: ComparisonAnswer = {
  total: 12,
  shown: 2,
  demo: true,
  results: [row('a', 900), row('b', 800)],
  insurers: [{ id: 1, name: 'Alpha Leben' }],
  facts: [],
  wishes: null,
  insuranceStart: '2027-01-01',
};

const render = (answer: ComparisonAnswer, query = BASE, selected: string[] = []): string =>
  renderToString(
    <ResultList
      answer={answer}
      search={searchOf(query)}
      showPoints={false}
      selected={selected}
      compareMessage={selected.length === 1 ? 'Bitte wählen Sie mindestens zwei Tarife.' : null}
      submitForm={() => undefined}
    />,
  ).replaceAll('&amp;', '&');

describe('ResultList (issue 7 step 5)', () => {
  it('shows the count, the demo label and the rows in the engine’s order', () => {
    const html = render(ANSWER);
    expect(html).toContain('data-testid="result-count" aria-live="polite">2 von 12 Tarifen</p>');
    expect(html).toContain('data-testid="demo-label"');
    expect([...html.matchAll(/data-tariff-id="([^"]+)"/g)].map((m) => m[1])).toEqual(['a', 'b']);
    expect(render({ ...ANSWER, demo: false })).not.toContain('demo-label');
  });

  it('sends the Vergleichen selection with the whole query, without JavaScript too', () => {
    const html = render(ANSWER, `${BASE}&tg=2.5`, ['a']);
    const form = /<form [^>]*class="compare-form"[^>]*>.*?<\/form>/.exec(html)?.[0] ?? '';
    const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
      (m) => `${m[1]}=${m[2]}`,
    );
    expect(hidden).toEqual(expect.arrayContaining(['pt=schicht3', 'mp=150', 'tg=2.5']));
    expect(form).toContain('Bitte wählen Sie mindestens zwei Tarife.');
    expect(form).toMatch(/name="tarif" checked="" value="a"/);
    // Server-rendered, the button stays usable so the form works before hydration.
    expect(form).not.toMatch(/<button[^>]*disabled/);
  });

  it('shows the empty state instead of rows and the comparison form', () => {
    const html = render({ ...ANSWER, shown: 0, results: [] }, `${BASE}&oce=1`);
    expect(html).toContain('data-testid="result-empty"');
    expect(html).toContain('0 von 12 Tarifen');
    expect(html).not.toContain('compare-form');
  });
});
