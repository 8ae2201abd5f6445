import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../../../../web/components/accordion/accordion';

const ITEMS = [
  {
    _id: 'q1',
    title: 'Was ist eine Rürup-Rente?',
    content: '<p>Eine <strong>Basisrente</strong>.</p>',
  },
  { _id: 'q2', title: 'Wer kann sie abschließen?', content: '<p>Jeder.</p>' },
  { _id: 'q3', title: 'Ist sie vererbbar?', content: '<p>Nur eingeschränkt.</p>' },
];

const expandedOf = (html: string): string[] =>
  [...html.matchAll(/aria-expanded="(true|false)"/g)].map((match) => match[1]!);

describe('Accordion (SPEC §2)', () => {
  it('opens the first item and keeps every answer in the HTML', () => {
    const html = renderToString(<Accordion items={ITEMS} />);
    expect(expandedOf(html)).toEqual(['true', 'false', 'false']);
    expect(html).toContain('<p>Eine <strong>Basisrente</strong>.</p>');
    expect(html).toContain('<p>Jeder.</p>');
    expect(html).toContain('<p>Nur eingeschränkt.</p>');
    expect(html.match(/<section [^>]*class="rk-accordion__answer"[^>]* hidden=""/g)).toHaveLength(
      2,
    );
  });

  it('ties each question button to its answer', () => {
    const html = renderToString(<Accordion items={ITEMS} headingLevel={2} />);
    const controls = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((m) => m[1]!);
    expect(controls).toHaveLength(3);
    for (const id of controls)
      expect(html).toContain(`<section id="${id}" class="rk-accordion__answer"`);
    const buttons = [...html.matchAll(/<button id="([^"]+)"/g)].map((m) => m[1]!);
    for (const id of buttons) expect(html).toContain(`aria-labelledby="${id}"`);
    expect(html).toContain('<h2 class="rk-accordion__heading"><button');
    expect(html).toContain('>Was ist eine Rürup-Rente?</span>');
  });

  it('starts with the given item open, or none', () => {
    expect(expandedOf(renderToString(<Accordion items={ITEMS} initialOpenId="q3" />))).toEqual([
      'false',
      'false',
      'true',
    ]);
    expect(expandedOf(renderToString(<Accordion items={ITEMS} initialOpenId={null} />))).toEqual([
      'false',
      'false',
      'false',
    ]);
  });
});
