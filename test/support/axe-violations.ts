import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright';

/**
 * axe-core's serious and critical findings on the page as it is, against WCAG 2.0–2.2 A/AA and
 * best practice, one line each (rule id and the elements), for `expect(…).toEqual([])`.
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
};
