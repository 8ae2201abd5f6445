import { describe, expect, it } from 'vitest';
import {
  GRADE_CRITERIA,
  GRADE_CRITERIA_INFO,
  GRADE_SCALE,
  type GradeScores,
  gradeFromScores,
  gradeLabel,
  gradeRatingOf,
  isGrade,
} from '../../../domain/tariffs/grade';

const all = (score: number): GradeScores => ({
  effektivkosten: score,
  rentenfaktor: score,
  flexibilitaet: score,
  finanzstabilitaet: score,
  kundenorientierung: score,
  nachhaltigkeit: score,
});

describe('the grade criteria', () => {
  it('list every criterion once with weights summing to 100 %', () => {
    expect(GRADE_CRITERIA_INFO.map((c) => c.criterion)).toEqual([...GRADE_CRITERIA]);
    expect(GRADE_CRITERIA_INFO.reduce((sum, c) => sum + c.weight, 0)).toBe(100);
    for (const info of GRADE_CRITERIA_INFO) {
      expect(info.weight).toBeGreaterThan(0);
      expect(info.label.length).toBeGreaterThan(0);
      expect(info.description.length).toBeGreaterThan(20);
    }
  });

  it('end the scale at 5.0 with mangelhaft', () => {
    expect(GRADE_SCALE.at(-1)).toEqual({ rating: 'mangelhaft', upTo: 5 });
  });
});

describe('gradeFromScores', () => {
  it('gives the common score when all criteria agree', () => {
    expect(gradeFromScores(all(1))).toBe(1);
    expect(gradeFromScores(all(2.3))).toBe(2.3);
    expect(gradeFromScores(all(5))).toBe(5);
  });

  it('weighs the criteria: 30/25/15/15/10/5', () => {
    // 0.30·1 + 0.25·2 + 0.15·3 + 0.15·4 + 0.10·5 + 0.05·5 = 2.60
    expect(
      gradeFromScores({
        effektivkosten: 1,
        rentenfaktor: 2,
        flexibilitaet: 3,
        finanzstabilitaet: 4,
        kundenorientierung: 5,
        nachhaltigkeit: 5,
      }),
    ).toBe(2.6);
    // Only Nachhaltigkeit bad: 0.95·1 + 0.05·5 = 1.20
    expect(gradeFromScores({ ...all(1), nachhaltigkeit: 5 })).toBe(1.2);
  });

  it('rounds half up to one decimal', () => {
    // 0.30·1.5 + 0.70·1.0 = 1.15 → 1.2 (binary 1.15 would round down without care)
    expect(gradeFromScores({ ...all(1), effektivkosten: 1.5 })).toBe(1.2);
    // 0.25·1.2 + 0.75·1 = 1.05 → 1.1
    expect(gradeFromScores({ ...all(1), rentenfaktor: 1.2 })).toBe(1.1);
    // 0.30·1.1 + 0.70·1 = 1.03 → 1.0
    expect(gradeFromScores({ ...all(1), effektivkosten: 1.1 })).toBe(1);
  });

  it('counts scores outside the scale as its nearest end', () => {
    expect(gradeFromScores(all(0))).toBe(1);
    expect(gradeFromScores(all(9))).toBe(5);
    expect(gradeFromScores({ ...all(1), effektivkosten: Number.NaN })).toBe(2.2);
  });
});

describe('gradeLabel and gradeRatingOf', () => {
  it('writes a decimal comma with one decimal', () => {
    expect(gradeLabel(1.5)).toBe('1,5');
    expect(gradeLabel(1)).toBe('1,0');
    expect(gradeLabel(4.9)).toBe('4,9');
  });

  it.each([
    [1.0, 'sehr gut'],
    [1.5, 'sehr gut'],
    [1.6, 'gut'],
    [2.5, 'gut'],
    [2.6, 'befriedigend'],
    [3.5, 'befriedigend'],
    [3.6, 'ausreichend'],
    [4.5, 'ausreichend'],
    [4.6, 'mangelhaft'],
    [5.0, 'mangelhaft'],
  ])('rates %s as %s', (grade, rating) => {
    expect(gradeRatingOf(grade)).toBe(rating);
  });
});

describe('isGrade', () => {
  it('accepts 1.0 … 5.0 with one decimal only', () => {
    for (const grade of [1, 1.1, 2.5, 3.3, 4.7, 5]) expect(isGrade(grade)).toBe(true);
    for (const bad of [0.9, 5.1, 1.25, Number.NaN, '1.5', null]) expect(isGrade(bad)).toBe(false);
  });
});
