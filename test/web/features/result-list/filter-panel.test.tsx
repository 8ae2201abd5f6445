import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ResultInsurer } from '../../../../domain/result-view/result-facts';
import { FilterPanel } from '../../../../web/features/result-list/filter-panel';
import { searchOf, tagWith } from './search-of';

const INSURERS: readonly ResultInsurer[] = [
  { id: 1, name: 'Alpha Leben' },
  { id: 4, name: 'Beta Versicherung' },
];

const BASE = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden';

const render = (query: string): string =>
  renderToString(
    <FilterPanel search={searchOf(query)} insurers={INSURERS} submitForm={() => undefined} />,
  );

const selectedOf = (html: string, name: string): string[] => {
  const select = tagWith(html, new RegExp(`<select[^>]*name="${name}"[^>]*>.*?</select>`));
  return [...select.matchAll(/<option value="([^"]*)" selected="">/g)].map((m) => m[1] ?? '');
};

const box = (html: string, name: string, value: string): string =>
  tagWith(html, new RegExp(`<input type="checkbox" name="${name}"[^>]*value="${value}"[^>]*>`));

describe('FilterPanel (SPEC §3 filters as a GET form)', () => {
  it('marks nothing but the defaults without filters', () => {
    const html = render(BASE);
    expect(selectedOf(html, 'sort')).toEqual(['projectedPension']);
    for (const name of ['ts', 'tg', 'cp', 'isf']) expect(selectedOf(html, name)).toEqual(['all']);
    for (const flag of ['oce', 'pes', 'pgfs', 'ecs'])
      expect(box(html, flag, '1')).not.toContain('checked');
    expect(box(html, 'ins', '1')).not.toContain('checked');
  });

  it('marks the active filters, the sort and the chosen insurers', () => {
    const html = render(
      `${BASE}&sort=grade&tg=1.5&ts=exzellent&cp=sehr_gut&isf=EU_strikt&oce=1&ecs=1&if=4`,
    );
    expect(selectedOf(html, 'sort')).toEqual(['grade']);
    expect(selectedOf(html, 'tg')).toEqual(['1.5']);
    expect(selectedOf(html, 'ts')).toEqual(['exzellent']);
    expect(selectedOf(html, 'cp')).toEqual(['sehr_gut']);
    expect(selectedOf(html, 'isf')).toEqual(['EU_strikt']);
    expect(box(html, 'oce', '1')).toContain('checked=""');
    expect(box(html, 'ecs', '1')).toContain('checked=""');
    expect(box(html, 'pes', '1')).not.toContain('checked');
    expect(box(html, 'ins', '4')).toContain('checked=""');
    expect(box(html, 'ins', '1')).not.toContain('checked');
  });

  it('labels every control in German and carries the search data but not the filters', () => {
    const html = render(`${BASE}&sort=grade&tg=1.5`);
    for (const label of ['Sortieren nach', 'Note', 'Kapitalschutz', 'Nachhaltigkeit der Fonds']) {
      expect(html).toMatch(new RegExp(`<label for="[^"]+">${label}</label>`));
    }
    expect(html).toContain('Online-Abschluss möglich');
    expect(html).toContain('<legend>Versicherer</legend>');
    expect(html).toContain('action="/result"');
    expect(html).toContain('method="get"');
    const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
      (m) => `${m[1]}=${m[2]}`,
    );
    expect(hidden).toContain('filtern=1');
    expect(hidden).toContain('pt=schicht3');
    expect(hidden).toContain('mp=150');
    expect(hidden.some((h) => h.startsWith('tg=') || h.startsWith('sort='))).toBe(false);
    expect(html).toContain('>Filter anwenden</button>');
  });
});
