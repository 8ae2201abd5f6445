import { Temporal } from 'temporal-polyfill';
import type { Holiday } from '../holidays/holiday';
import { workdayInfo } from '../holidays/workdays';
import type { ConsultantInactivityReason } from './appointment-source';
import type { Consultant, Shift } from './consultant';

/** Why a consultant takes appointments on a day, or why not. */
export type ConsultantDay =
  | { readonly kind: 'weekend' }
  | { readonly kind: 'holiday'; readonly holiday: Holiday }
  | { readonly kind: 'inactive'; readonly reason: ConsultantInactivityReason }
  | { readonly kind: 'active'; readonly shift: Shift };

const within = (
  date: Temporal.PlainDate,
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
): boolean =>
  Temporal.PlainDate.compare(from, date) <= 0 && Temporal.PlainDate.compare(date, to) <= 0;

/** The first SPEC §3 inactivity reason that applies on the day, or the day's shift. */
const activityOn = (
  consultant: Consultant,
  date: Temporal.PlainDate,
): { readonly reason: ConsultantInactivityReason } | { readonly shift: Shift } => {
  if (!consultant.leadDistribution) return { reason: 'leadDistribution' };
  if (consultant.telephony !== 'active') return { reason: 'telegraStatus' };
  const until = consultant.leadDistributionDisabledUntil;
  if (until !== null && Temporal.PlainDate.compare(date, until) <= 0)
    return { reason: 'leadDistributionDisabledUntilDays' };
  if (consultant.absences.some((absence) => within(date, absence.from, absence.to)))
    return { reason: 'absence' };
  if (consultant.leadFreeDays.includes(date.dayOfWeek)) return { reason: 'leadFreeDays' };
  const shift = consultant.shifts[date.dayOfWeek];
  if (shift === undefined || Temporal.PlainTime.compare(shift.from, shift.to) >= 0)
    return { reason: 'shift' };
  return { shift };
};

/**
 * A consultant's day: weekends and the public holidays of the consultant's own federal state are
 * off for everyone (SPEC §9 workdays), then the inactivity reasons, then the shift.
 */
export const consultantDay = (consultant: Consultant, date: Temporal.PlainDate): ConsultantDay => {
  const info = workdayInfo(date, consultant.state);
  if (info.reason === 'weekend') return { kind: 'weekend' };
  if (info.reason === 'holiday' && info.holiday !== null)
    return { kind: 'holiday', holiday: info.holiday };
  const activity = activityOn(consultant, date);
  return 'reason' in activity
    ? { kind: 'inactive', reason: activity.reason }
    : { kind: 'active', shift: activity.shift };
};
