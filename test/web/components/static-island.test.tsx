import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  type IslandRenderer,
  IslandRendererContext,
  StaticIsland,
} from '../../../web/components/static-island';
import { Footer } from '../../../web/features/footer/footer';

const plain: IslandRenderer = { render: renderToString };

const withRenderer = (node: ReactNode, renderer: IslandRenderer = plain): string =>
  renderToString(
    <IslandRendererContext.Provider value={renderer}>{node}</IslandRendererContext.Provider>,
  );

const Page = ({ source, label }: { source: object; label: string }): ReactElement => (
  <main>
    <p>
      vorher {label} <b>fett</b>
    </p>
    <StaticIsland source={source} cacheKey={label}>
      <section className="s" aria-label={label}>
        Text {label} <a href="/x">zur Seite x</a>
        {'zwei'}
        {'Texte'}
      </section>
    </StaticIsland>
  </main>
);

describe('StaticIsland', () => {
  it('writes the same HTML as the plain element, byte for byte', () => {
    const source = {};
    expect(withRenderer(<Page source={source} label="a" />)).toBe(
      renderToString(<Page source={source} label="a" />),
    );
    expect(withRenderer(<Footer elevated={true} phone="0800 123" />)).toBe(
      renderToString(<Footer elevated={true} phone="0800 123" />),
    );
  });

  it('renders the inner HTML once per source and key, the outer element every time', () => {
    const calls: number[] = [];
    const counting: IslandRenderer = {
      render: (node) => {
        calls.push(1);
        return renderToString(node);
      },
    };
    const source = {};
    withRenderer(<Page source={source} label="a" />, counting);
    withRenderer(<Page source={source} label="a" />, counting);
    expect(calls).toHaveLength(1);
    withRenderer(<Page source={source} label="b" />, counting);
    withRenderer(<Page source={{}} label="a" />, counting);
    expect(calls).toHaveLength(3);
    // The footer's element (its elevated class) is not cached, only what is inside.
    const flat = withRenderer(<Footer elevated={false} phone="0800 1" />);
    const raised = withRenderer(<Footer elevated={true} phone="0800 1" />);
    expect(flat).toContain('class="rk-footer"');
    expect(raised).toContain('class="rk-footer rk-footer--elevated"');
    expect(withRenderer(<Footer elevated={false} phone="0800 2" />)).toContain('0800 2');
  });

  it('renders the children as usual without a renderer (the browser)', () => {
    const html = renderToString(
      <StaticIsland source={{}} cacheKey="k">
        <div>
          <span>innen</span>
        </div>
      </StaticIsland>,
    );
    expect(html).toBe('<div><span>innen</span></div>');
  });
});
