import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { insuranceStartChoice } from '../../../domain/onboarding/insurance-start-options';

const at = (iso: string): Temporal.Instant =>
  Temporal.ZonedDateTime.from(`${iso}[Europe/Berlin]`).toInstant();

describe('the insurance starts offered (SPEC §4, §9)', () => {
  it('before the 20th: the first of next month and five more', () => {
    const choice = insuranceStartChoice(at('2026-03-10T12:00'), 'schicht3');
    expect(choice.defaultStart).toBe('2026-04-01');
    expect(choice.yearEndPeriodEnds).toBeNull();
    expect(choice.options).toEqual([
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
    ]);
  });

  it('from the 20th: the month after next', () => {
    expect(insuranceStartChoice(at('2026-03-20T00:00'), 'schicht3').defaultStart).toBe(
      '2026-05-01',
    );
  });

  it('in the year-end period: 1 December first, then the plain months', () => {
    const choice = insuranceStartChoice(at('2026-11-22T10:00'), 'riester');
    expect(choice.defaultStart).toBe('2026-12-01');
    expect(choice.yearEndPeriodEnds?.toString()).toBe('2026-12-21T23:00:00Z');
    expect(choice.options.slice(0, 3)).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
  });
});
