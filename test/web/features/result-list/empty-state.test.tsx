import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../../../../web/features/result-list/empty-state';
import { searchOf } from './search-of';

const BASE = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden';

const links = (html: string): [string, string][] =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [
    (m[1] ?? '').replaceAll('&amp;', '&'),
    m[2] ?? '',
  ]);

describe('EmptyState (issue 7: an empty list offers to relax filters)', () => {
  it('offers one link per active filter that removes just that filter, and a reset', () => {
    const html = renderToString(
      <EmptyState search={searchOf(`${BASE}&tg=1.5&oce=1&sort=grade`)} />,
    );
    expect(html).toContain('Kein Tarif passt zu allen Filtern');
    const found = links(html);
    expect(found.map(([, text]) => text)).toEqual([
      '„Note: Sehr gut (bis 1,5)“ entfernen',
      '„Online-Abschluss möglich“ entfernen',
      'Alle Filter zurücksetzen',
    ]);
    const [withoutGrade, withoutOnline, reset] = found.map(([href]) => new URL(href, 'http://x'));
    expect(withoutGrade?.pathname).toBe('/result');
    expect(withoutGrade?.searchParams.has('tg')).toBe(false);
    expect(withoutGrade?.searchParams.get('oce')).toBe('1');
    expect(withoutOnline?.searchParams.get('tg')).toBe('1.5');
    expect(withoutOnline?.searchParams.has('oce')).toBe(false);
    for (const url of [withoutGrade, withoutOnline, reset]) {
      expect(url?.searchParams.get('mp')).toBe('150');
      expect(url?.searchParams.get('sort')).toBe('grade');
    }
    expect(reset?.searchParams.has('tg')).toBe(false);
    expect(reset?.searchParams.has('oce')).toBe(false);
  });

  it('names the insurer filter by its count', () => {
    const html = renderToString(<EmptyState search={searchOf(`${BASE}&if=1,2`)} />);
    expect(links(html)[0]?.[1]).toBe('„Versicherer: 2 ausgewählt“ entfernen');
  });

  it('only offers the reset without an active filter', () => {
    const html = renderToString(<EmptyState search={searchOf(BASE)} />);
    expect(links(html).map(([, text]) => text)).toEqual(['Alle Filter zurücksetzen']);
    expect(html).not.toContain('results__relax');
  });
});
