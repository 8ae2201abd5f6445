import { describe, expect, it } from 'vitest';
import { formatGrade } from '../../../domain/format/grade';

describe('formatGrade', () => {
  it.each([
    [1.5, '1,5'],
    [1, '1,0'],
    [2.5, '2,5'],
    [6, '6,0'],
    [1.25, '1,3'],
    [1.24, '1,2'],
    [1.05, '1,1'],
    [0.95, '1,0'],
    [1234.5, '1234,5'],
    [-0.04, '0,0'],
  ])('%d → %s', (grade, text) => {
    expect(formatGrade(grade)).toBe(text);
  });

  it('throws a RangeError for NaN', () => {
    expect(() => formatGrade(Number.NaN)).toThrow(RangeError);
  });
});
