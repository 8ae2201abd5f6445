import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GRADE_CRITERIA,
  type GradeCriterion,
  type GradeScores,
  gradeFromScores,
  gradeRatingOf,
  isGrade,
} from '../../../domain/tariffs/grade';

const score = fc.double({ min: 1, max: 5, noNaN: true });
const scores: fc.Arbitrary<GradeScores> = fc.record(
  Object.fromEntries(GRADE_CRITERIA.map((c) => [c, score])) as Record<
    GradeCriterion,
    fc.Arbitrary<number>
  >,
);

describe('gradeFromScores (properties)', () => {
  it('stays a grade on the scale 1.0 … 5.0 with one decimal', () => {
    fc.assert(
      fc.property(scores, (s) => {
        expect(isGrade(gradeFromScores(s))).toBe(true);
      }),
    );
  });

  it('never gets better when one criterion gets worse', () => {
    fc.assert(
      fc.property(
        scores,
        fc.constantFrom(...GRADE_CRITERIA),
        fc.double({ min: 0, max: 4, noNaN: true }),
        (s, criterion, worse) => {
          const worsened = { ...s, [criterion]: Math.min(5, s[criterion] + worse) };
          expect(gradeFromScores(worsened)).toBeGreaterThanOrEqual(gradeFromScores(s));
        },
      ),
    );
  });

  it('lies between the best and the worst score', () => {
    fc.assert(
      fc.property(scores, (s) => {
        const values = Object.values(s);
        const grade = gradeFromScores(s);
        expect(grade).toBeGreaterThanOrEqual(Math.floor(Math.min(...values) * 10) / 10);
        expect(grade).toBeLessThanOrEqual(Math.ceil(Math.max(...values) * 10) / 10);
      }),
    );
  });

  it('rates monotonically: a better grade never has a worse rating', () => {
    const order = ['sehr gut', 'gut', 'befriedigend', 'ausreichend', 'mangelhaft'];
    fc.assert(
      fc.property(scores, scores, (a, b) => {
        const [ga, gb] = [gradeFromScores(a), gradeFromScores(b)];
        if (ga <= gb)
          expect(order.indexOf(gradeRatingOf(ga))).toBeLessThanOrEqual(
            order.indexOf(gradeRatingOf(gb)),
          );
      }),
    );
  });
});
