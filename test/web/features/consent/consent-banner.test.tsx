import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsentBanner } from '../../../../web/features/consent/consent-banner';

const checkboxes = (html: string): string[] =>
  [...html.matchAll(/<input [^>]*type="checkbox"[^>]*>/g)].map((match) => match[0]);

describe('ConsentBanner (SPEC §3)', () => {
  it('offers the three consent types with functional always on', () => {
    const html = renderToString(<ConsentBanner onSave={() => undefined} />);
    const [f, a, m] = checkboxes(html);
    expect(f).toContain('value="f"');
    expect(f).toContain('checked=""');
    expect(f).toContain('disabled=""');
    expect(a).toContain('value="a"');
    expect(a).not.toContain('checked');
    expect(m).not.toContain('checked');
    expect(html).toContain('>Funktional</label>');
    expect(html).toContain('>Analyse</label>');
    expect(html).toContain('>Marketing</label>');
  });

  it('has the three buttons', () => {
    const html = renderToString(<ConsentBanner onSave={() => undefined} />);
    const buttons = [
      ...html.matchAll(/<button type="submit" value="(\w+)"[^>]*>([^<]+)<\/button>/g),
    ].map((match) => [match[1], match[2]]);
    expect(buttons).toEqual([
      ['all', 'Alle akzeptieren'],
      ['necessary', 'Nur notwendige'],
      ['selection', 'Auswahl speichern'],
    ]);
  });

  it('ticks an earlier choice and posts to the given address without JavaScript', () => {
    const html = renderToString(
      <ConsentBanner onSave={() => undefined} initial={['m']} formAction="/api/consent" />,
    );
    const [, a, m] = checkboxes(html);
    expect(a).not.toContain('checked');
    expect(m).toContain('checked=""');
    expect(html).toContain('<form class="rk-consent__form" action="/api/consent" method="post">');
  });

  it('is a labelled region', () => {
    const html = renderToString(<ConsentBanner onSave={() => undefined} />);
    const labelledBy = /<section class="rk-consent" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(
      `<h2 id="${labelledBy}" class="rk-consent__heading">Ihre Privatsphäre</h2>`,
    );
  });
});
