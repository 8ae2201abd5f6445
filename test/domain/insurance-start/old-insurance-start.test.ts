import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isInsuranceStartOld } from '../../../domain/insurance-start/old-insurance-start';

const date = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso);

describe('isInsuranceStartOld (SPEC §9: more than 3 months back)', () => {
  it('is not old at exactly 3 months, old one day more', () => {
    expect(isInsuranceStartOld(date('2026-02-15'), date('2026-05-15'))).toBe(false);
    expect(isInsuranceStartOld(date('2026-02-15'), date('2026-05-16'))).toBe(true);
    expect(isInsuranceStartOld(date('2026-02-14'), date('2026-05-15'))).toBe(true);
  });

  it('clamps to the end of a shorter month', () => {
    expect(isInsuranceStartOld(date('2026-02-28'), date('2026-05-31'))).toBe(false);
    expect(isInsuranceStartOld(date('2026-02-27'), date('2026-05-31'))).toBe(true);
  });

  it('crosses the year boundary', () => {
    expect(isInsuranceStartOld(date('2025-12-01'), date('2026-03-01'))).toBe(false);
    expect(isInsuranceStartOld(date('2025-12-01'), date('2026-03-02'))).toBe(true);
  });

  it('is never old for a start today or in the future', () => {
    expect(isInsuranceStartOld(date('2026-05-15'), date('2026-05-15'))).toBe(false);
    expect(isInsuranceStartOld(date('2026-07-01'), date('2026-05-15'))).toBe(false);
  });
});
