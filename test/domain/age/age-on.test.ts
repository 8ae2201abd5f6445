import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ageOn } from '../../../domain/age/check-birthday';

const date = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso);

describe('ageOn', () => {
  it('grows at the start of the birthday, not the day before', () => {
    expect(ageOn(date('2000-05-15'), date('2018-05-14'))).toBe(17);
    expect(ageOn(date('2000-05-15'), date('2018-05-15'))).toBe(18);
    expect(ageOn(date('2000-05-15'), date('2018-12-31'))).toBe(18);
  });

  it('counts the year change correctly for a 31 December birthday', () => {
    expect(ageOn(date('1990-12-31'), date('2025-12-30'))).toBe(34);
    expect(ageOn(date('1990-12-31'), date('2025-12-31'))).toBe(35);
    expect(ageOn(date('1990-12-31'), date('2026-01-01'))).toBe(35);
  });

  it('lets someone born on 29 February grow older on 1 March in a common year (§ 188 Abs. 3 BGB)', () => {
    expect(ageOn(date('2008-02-29'), date('2026-02-28'))).toBe(17);
    expect(ageOn(date('2008-02-29'), date('2026-03-01'))).toBe(18);
  });

  it('lets someone born on 29 February grow older on 29 February in a leap year', () => {
    expect(ageOn(date('2004-02-29'), date('2024-02-28'))).toBe(19);
    expect(ageOn(date('2004-02-29'), date('2024-02-29'))).toBe(20);
  });

  it('treats a 28 February and a 1 March birthday like any other day', () => {
    expect(ageOn(date('2004-02-28'), date('2022-02-27'))).toBe(17);
    expect(ageOn(date('2004-02-28'), date('2022-02-28'))).toBe(18);
    expect(ageOn(date('2004-03-01'), date('2024-02-29'))).toBe(19);
    expect(ageOn(date('2004-03-01'), date('2024-03-01'))).toBe(20);
  });

  it('is 0 on the day of birth and negative before it', () => {
    expect(ageOn(date('2026-05-15'), date('2026-05-15'))).toBe(0);
    expect(ageOn(date('2026-05-15'), date('2026-05-14'))).toBe(-1);
  });
});
