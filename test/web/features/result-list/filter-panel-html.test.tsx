import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  FLAG_FILTERS,
  SELECT_FILTERS,
  SORT_CHOICES,
} from '../../../../domain/result-view/filter-options';
import type { ResultInsurer } from '../../../../domain/result-view/result-facts';
import { IslandRendererContext } from '../../../../web/components/static-island';
import { FilterPanel, FilterSheet } from '../../../../web/features/result-list/filter-panel';
import { filterSheetHtml } from '../../../../web/features/result-list/filter-panel-html';
import { searchOf } from './search-of';

// The filter sheet written without React (issue 31 finding 3) must be byte for byte what
// renderToString writes, or the browser's hydration would not match: every sort, filter and
// flag, every product (a Sofortrente has no fund filters), chosen insurers, hostile names.

const BASES = [
  'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden',
  'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&aotp=1&otp=5000&bg=80&pgp=10',
  'js=Angestellter&bd=1985-04-12&pt=riester&egs=40000&mp=100&im=1&sjb=Beamter&noc=2&cb=2015-03-01',
  'js=Angestellter&bd=1980-06-15&pt=ruerup&mp=250',
  'bd=1955-03-02&pt=sofort&otp=50000',
  'bd=1985-04-12&pt=s3einmalzahlung&otp=20000',
];

const insurerName = fc.oneof(
  fc.constantFrom('Nordlicht Leben', 'Mainbrücke Lebensversicherung', 'Müller & Söhne'),
  fc.string({ unit: fc.constantFrom('a', 'ß', ' ', '&', '<', '>', '"', "'", '€', '\u00a0') }),
);
// Any id, not only the demo catalogue's (the type names those).
const insurers = fc
  .uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 99 }), name: insurerName }), {
    selector: (insurer) => insurer.id,
    maxLength: 8,
  })
  .map((list) => list as unknown as ResultInsurer[]);

const filterQuery = (insurerIds: readonly number[]) =>
  fc
    .record({
      sort: fc.option(fc.constantFrom(...SORT_CHOICES.map((c) => c.value)), { nil: undefined }),
      selects: fc.tuple(
        ...SELECT_FILTERS.map((select) =>
          fc.option(fc.constantFrom(...select.choices.map((c) => `${select.key}=${c.value}`)), {
            nil: undefined,
          }),
        ),
      ),
      flags: fc.subarray(FLAG_FILTERS.map((flag) => `${flag.key}=1`)),
      chosen: fc.subarray([...insurerIds]),
    })
    .map(({ sort, selects, flags, chosen }) =>
      [
        ...(sort === undefined ? [] : [`sort=${sort}`]),
        ...selects.filter((s) => s !== undefined && !s.endsWith('=all')),
        ...flags,
        ...(chosen.length === 0 ? [] : [`if=${chosen.join(',')}`]),
      ].join('&'),
    );

const cases = insurers.chain((list: ResultInsurer[]) =>
  fc.record({
    insurers: fc.constant(list),
    base: fc.constantFrom(...BASES),
    filters: filterQuery(list.map((insurer) => insurer.id)),
    fundFilters: fc.boolean(),
  }),
);

const sheetOf = (query: string, list: readonly ResultInsurer[], fundFilters: boolean) => (
  <FilterSheet
    search={searchOf(query)}
    insurers={list}
    submitForm={() => undefined}
    fundFilters={fundFilters}
  />
);

describe('filterSheetHtml (the filter sheet as text)', () => {
  it('writes what renderToString writes, for every search, filter and insurer list', () => {
    fc.assert(
      fc.property(cases, ({ insurers: list, base, filters, fundFilters }) => {
        const element = sheetOf(filters === '' ? base : `${base}&${filters}`, list, fundFilters);
        expect(filterSheetHtml(element)).toBe(renderToString(element));
      }),
      { numRuns: 300 },
    );
  });

  it('marks the chosen sort, filters and insurers as React does', () => {
    const list: ResultInsurer[] = [
      { id: 4, name: 'Alpenblick Versicherung' },
      { id: 11, name: 'Bergkristall <Vorsorge> & „Söhne“' },
    ];
    const element = sheetOf(`${BASES[0]}&sort=grade&tg=1.5&oce=1&if=11`, list, true);
    const html = filterSheetHtml(element) ?? '';
    expect(html).toBe(renderToString(element));
    expect(html).toContain('<option value="grade" selected="">Note</option>');
    expect(html).toContain('<input type="checkbox" name="oce" checked="" value="1"/>');
    expect(html).toContain('Bergkristall &lt;Vorsorge&gt; &amp; „Söhne“</label>');
    expect(html).toContain('Filter und Sortierung (3 aktiv)');
  });

  it('gives the whole panel the same HTML through the server’s island renderer', () => {
    const list: ResultInsurer[] = [{ id: 1, name: 'Nordlicht Leben' }];
    const panel = (
      <FilterPanel
        search={searchOf(BASES[4] ?? '')}
        insurers={list}
        submitForm={() => undefined}
        fundFilters={false}
      />
    );
    let texts = 0;
    const renderer = {
      render: renderToString,
      text: (node: Parameters<typeof filterSheetHtml>[0]) => {
        texts++;
        return filterSheetHtml(node);
      },
    };
    const viaText = renderToString(
      <IslandRendererContext.Provider value={renderer}>{panel}</IslandRendererContext.Provider>,
    );
    expect(texts).toBe(1);
    expect(viaText).toBe(renderToString(panel));
    expect(viaText).not.toContain('name="isf"');
  });

  it('leaves anything but a filter sheet to React', () => {
    expect(filterSheetHtml(<p>Filter</p>)).toBeNull();
    expect(filterSheetHtml('Filter')).toBeNull();
    expect(filterSheetHtml([])).toBeNull();
  });
});
