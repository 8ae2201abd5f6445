import fc from 'fast-check';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JOB_SITUATIONS, type JobSituation } from '../../../domain/products/job-situation';
import {
  type IslandRenderer,
  IslandRendererContext,
  StaticIsland,
} from '../../../web/components/static-island';
import { ComparisonEntry } from '../../../web/features/comparison-entry/comparison-entry';
import type { EntryEnvironment } from '../../../web/features/comparison-entry/entry-environment';
import { ConsentBanner } from '../../../web/features/consent/consent-banner';
import { Footer } from '../../../web/features/footer/footer';

const plain: IslandRenderer = { render: renderToString };

/** renderToString that notes each call in `calls`. */
const countingRenderer = (calls: number[]): IslandRenderer => ({
  render: (node) => {
    calls.push(1);
    return renderToString(node);
  },
});

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
    const counting = countingRenderer(calls);
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

describe('StaticIsland in the entry widget and the consent banner (issue 5 budget)', () => {
  const envOf = (
    product: 'schicht3' | 'sofort',
    birthday: string,
    jobSituation: JobSituation | null,
    message: string | null,
  ): EntryEnvironment => ({
    data: {
      prefill: { product, birthday, jobSituation },
      today: { year: 2026, month: 11, day: 22 },
      message,
    },
    save: async () => ({ ok: true, value: null }),
    navigate: () => undefined,
  });

  it('writes what the plain widget writes, for every prefill (islands or not)', () => {
    const renderer: IslandRenderer = { render: renderToString };
    fc.assert(
      fc.property(
        fc.constantFrom('schicht3' as const, 'sofort' as const),
        fc.oneof(fc.constant(''), fc.string(), fc.constantFrom('01.01.1980', '31.02.2000')),
        fc.option(fc.constantFrom(...JOB_SITUATIONS)),
        fc.option(fc.constantFrom('Bitte geben Sie ein gültiges Datum ein.', '<i>x</i>')),
        (product, birthday, job, message) => {
          const env = envOf(product, birthday, job, message);
          expect(withRenderer(<ComparisonEntry env={env} />, renderer)).toBe(
            renderToString(<ComparisonEntry env={env} />),
          );
        },
      ),
      { numRuns: 300 },
    );
    const onSave = () => undefined;
    expect(withRenderer(<ConsentBanner onSave={onSave} formAction="/api/consent" />)).toBe(
      renderToString(<ConsentBanner onSave={onSave} formAction="/api/consent" />),
    );
  });

  it('renders an island with a null key as usual, every time (a visitor’s own text)', () => {
    const calls: number[] = [];
    const counting = countingRenderer(calls);
    const env = envOf('schicht3', '01.01.1980', null, null);
    withRenderer(<ComparisonEntry env={env} />, counting);
    const before = calls.length;
    withRenderer(<ComparisonEntry env={envOf('schicht3', '02.01.1980', null, null)} />, counting);
    expect(calls.length).toBe(before);
  });
});
