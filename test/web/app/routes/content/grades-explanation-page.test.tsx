import { describe, expect, it } from 'vitest';
import { GRADE_CRITERIA_INFO, GRADE_SCALE, gradeLabel } from '../../../../../domain/tariffs/grade';
import { elementTexts, render, textOf } from '../../../web-test-kit';

// /grades-explanation renders the scale, the criteria and weights from domain/tariffs/grade.ts.

describe('/grades-explanation', () => {
  it('shows every criterion with its weight and description, and the weights add up to 100', async () => {
    const { status, html } = await render('/grades-explanation');
    expect(status).toBe(200);
    expect(elementTexts(html, 'h1')).toEqual(['So entstehen unsere Noten']);
    const rows = elementTexts(html, 'tr');
    const terms = elementTexts(html, 'dt');
    const details = elementTexts(html, 'dd');
    for (const info of GRADE_CRITERIA_INFO) {
      expect(rows).toContain(`${info.label}${info.weight} %`);
      expect(terms).toContain(`${info.label} (${info.weight} %)`);
      expect(details).toContain(info.description);
    }
    expect(GRADE_CRITERIA_INFO.reduce((sum, info) => sum + info.weight, 0)).toBe(100);
  });

  it('shows every rating band of the scale, from 1,0 to 5,0 without gaps', async () => {
    const rows = elementTexts((await render('/grades-explanation')).html, 'tr');
    expect(rows).toContain(`1,0 bis ${gradeLabel(GRADE_SCALE[0]?.upTo ?? 0)}sehr gut`);
    for (const [index, band] of GRADE_SCALE.entries()) {
      const from = index === 0 ? 1 : (GRADE_SCALE[index - 1]?.upTo ?? 0) + 0.1;
      expect(rows).toContain(`${gradeLabel(from)} bis ${gradeLabel(band.upTo)}${band.rating}`);
    }
    expect(rows).toContain('4,6 bis 5,0mangelhaft');
  });

  it('computes the example grade with gradeFromScores', async () => {
    const text = textOf((await render('/grades-explanation')).html);
    // 0.30·1.4 + 0.25·2.0 + 0.15·1.8 + 0.15·1.5 + 0.10·2.2 + 0.05·3.0 = 1.785 → 1,8
    expect(text).toContain('Gesamtnote 1,8 (gut)');
  });
});
