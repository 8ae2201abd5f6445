import fc from 'fast-check';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageWriter } from '../../../web/app/page-bytes';
import { IslandRendererContext, StaticIsland } from '../../../web/components/static-island';

const Page = ({ visitor, source }: { visitor: string; source: object }): ReactElement => (
  <main>
    <h1>Hallo {visitor}</h1>
    <StaticIsland source={source} cacheKey="a">
      <section>
        <p>Für alle gleich: Größe € „Zitat“ 😀</p>
      </section>
    </StaticIsland>
    <p>{visitor}</p>
    <StaticIsland source={source} cacheKey="b">
      <footer>
        <a href="/x">Fußzeile</a>
      </footer>
    </StaticIsland>
  </main>
);

describe('pageWriter (islands encoded once, issue 5 budget)', () => {
  it('gives the UTF-8 bytes of the page rendered without islands, for any visitor text', () => {
    const writer = pageWriter(renderToString, 'test-nonce-1');
    const source = {};
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme' }),
          fc.string({ unit: 'binary' }),
          fc.constantFrom('<!--rk-island:test-nonce-1:0-->', '<!--rk-island:x:1-->', '\ud800'),
          // Long text of two-, three- and four-byte characters: more bytes than the writer's
          // first guess (one a UTF-16 unit and an eighth), so its buffer grows.
          fc.string({
            unit: fc.constantFrom('ä', '€', '😀', '\ud800', 'a'),
            minLength: 100,
            maxLength: 3000,
          }),
        ),
        (visitor) => {
          const rendered = renderToString(
            <IslandRendererContext.Provider value={writer.islands}>
              <Page visitor={visitor} source={source} />
            </IslandRendererContext.Provider>,
          );
          const expected = Buffer.from(renderToString(<Page visitor={visitor} source={source} />));
          expect(Buffer.from(writer.bytesOf(rendered)).equals(expected)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('passes text with markers of another nonce or unknown islands through as text', () => {
    const writer = pageWriter(renderToString, 'n1');
    const text = 'a<!--rk-island:n2:0-->b<!--rk-island:n1:7-->c ä';
    expect(new TextDecoder().decode(writer.bytesOf(text))).toBe(text);
    expect(() => pageWriter(renderToString, 'a(b')).toThrow();
  });
});
