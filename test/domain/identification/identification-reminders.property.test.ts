import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../../../domain/application/application-status';
import { isWorkday } from '../../../domain/holidays/workdays';
import {
  identificationReminderSchedule,
  identificationReminderStillDue,
  MAX_IDENTIFICATION_REMINDERS,
  REMINDER_HOUR,
} from '../../../domain/identification/identification-reminders';
import { identificationStateArb } from '../../arbitraries/identification';
import { instantBetween } from '../../arbitraries/instant';

const chosenAtArb = instantBetween('2020-01-01T00:00:00Z', '2040-12-31T23:59:59Z');

describe('identification reminder schedule (properties)', () => {
  it('reminds after the choice, strictly in order, at most the maximum', () => {
    fc.assert(
      fc.property(chosenAtArb, (chosenAt) => {
        const schedule = identificationReminderSchedule(chosenAt);
        expect(schedule.length).toBeGreaterThan(0);
        expect(schedule.length).toBeLessThanOrEqual(MAX_IDENTIFICATION_REMINDERS);
        let previous = chosenAt;
        for (const at of schedule) {
          expect(Temporal.Instant.compare(at, previous)).toBe(1);
          previous = at;
        }
      }),
    );
  });

  it('reminds at 10:00 in Berlin on a workday, at least two days after the choice', () => {
    fc.assert(
      fc.property(chosenAtArb, (chosenAt) => {
        const chosenDay = chosenAt.toZonedDateTimeISO('Europe/Berlin').toPlainDate();
        for (const at of identificationReminderSchedule(chosenAt)) {
          const local = at.toZonedDateTimeISO('Europe/Berlin');
          expect(local.hour).toBe(REMINDER_HOUR);
          expect(local.minute).toBe(0);
          expect(isWorkday(local.toPlainDate())).toBe(true);
          expect(chosenDay.until(local.toPlainDate()).days).toBeGreaterThanOrEqual(2);
        }
      }),
    );
  });

  it('reminds of nothing once the identification is done or the application declined or failed', () => {
    fc.assert(
      fc.property(
        identificationStateArb,
        fc.constantFrom(...APPLICATION_STATUSES),
        (state, status) => {
          const due = identificationReminderStillDue(state, status);
          // An ID copy in review waits for the insurer; an accepted application is identified.
          if (
            state.status === 'done' ||
            state.status === 'inReview' ||
            (status !== 'stored' && status !== 'handedOver')
          ) {
            expect(due).toBe(false);
          } else {
            expect(due).toBe(true);
          }
        },
      ),
    );
  });
});

describe('identification reminder schedule (examples)', () => {
  it('moves a reminder on a weekend to Monday, 10:00 Berlin (winter time: 09:00 UTC)', () => {
    // Thursday 26.11.2026: +2 is Saturday, +7 Thursday 03.12.
    expect(
      identificationReminderSchedule(Temporal.Instant.from('2026-11-26T10:00:00Z')).map(String),
    ).toEqual(['2026-11-30T09:00:00Z', '2026-12-03T09:00:00Z']);
  });

  it('skips the Christmas holidays', () => {
    // Wednesday 23.12.2026: +2 is Christmas Day, the next workday Monday 28.12; +7 Wednesday 30.12.
    expect(
      identificationReminderSchedule(Temporal.Instant.from('2026-12-23T12:00:00Z')).map(String),
    ).toEqual(['2026-12-28T09:00:00Z', '2026-12-30T09:00:00Z']);
  });
});
