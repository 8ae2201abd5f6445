import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright';
import { expect } from 'vitest';

// axe-core in the browser tests: its own `axe.run` in the page's document (our pages have no
// frames). @axe-core/playwright's AxeBuilder took 7.5 s on a 1280 px result list where `axe.run`
// takes 2.8 s (28 Nov 2026, 2-core machine): it injects axe-core anew on every call, runs
// `runPartial` per frame, opens a blank page in the context for `finishRun` and sends every
// pass and inapplicable rule back. Here axe-core is injected once per document and only the
// violations leave the page.

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rule tags of a check (axe-core's `runOnly`); every enabled rule without. */
export type AxeTags = readonly string[];

/**
 * The serious and critical violations of the page as it is, each as
 * `rule-id (impact): target | target`.
 */
export const graveViolations = async (page: Page, tags?: AxeTags): Promise<string[]> => {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async (only) => {
      interface AxeNode {
        readonly target: readonly unknown[];
      }
      interface AxeViolation {
        readonly id: string;
        readonly impact?: string | null;
        readonly nodes: readonly AxeNode[];
      }
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: Document,
              options: Record<string, unknown>,
            ): Promise<{ violations: readonly AxeViolation[] }>;
          };
        }
      ).axe;
      const { violations } = await axe.run(document, {
        resultTypes: ['violations'],
        ...(only === null ? {} : { runOnly: { type: 'tag', values: only } }),
      });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    },
    tags === undefined ? null : [...tags],
  );
};

/** WCAG 2.0–2.2 A/AA and best practice. */
export const WCAG_TAGS: AxeTags = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
];

/**
 * axe-core's serious and critical findings on the page as it is, against WCAG 2.0–2.2 A/AA and
 * best practice, one line each (rule id and the elements), for `expect(…).toEqual([])`.
 */
export const axeViolations = (page: Page): Promise<string[]> => graveViolations(page, WCAG_TAGS);

/** axe-core: no serious or critical violation on the page as it is. */
export const expectAccessible = async (page: Page, tags?: AxeTags): Promise<void> => {
  expect(await graveViolations(page, tags)).toEqual([]);
};
