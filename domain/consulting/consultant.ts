import type { Temporal } from 'temporal-polyfill';
import type { StateCode } from '../holidays/state';

/** Working hours of one weekday in Berlin wall-clock time (the shift ends at `to`). */
export interface Shift {
  readonly from: Temporal.PlainTime;
  readonly to: Temporal.PlainTime;
}

/** An absence (holiday leave, illness, training), both days included. */
export interface Absence {
  readonly from: Temporal.PlainDate;
  readonly to: Temporal.PlainDate;
}

/** The state of the consultant's telephony account (SPEC §3 inactivity reason telegraStatus). */
export type TelephonyStatus = 'active' | 'inactive';

/**
 * A consultant who takes appointments. The federal state decides the public holidays they have
 * off; everything else is one of the SPEC §3 inactivity reasons.
 */
export interface Consultant {
  readonly id: string;
  readonly name: string;
  readonly state: StateCode;
  /** Shifts by ISO weekday (1 Monday … 7 Sunday); a weekday without one is no working day. */
  readonly shifts: Readonly<Partial<Record<number, Shift>>>;
  /** False: the consultant receives no leads at all (SPEC §3 leadDistribution). */
  readonly leadDistribution: boolean;
  /** No leads up to and including this day (SPEC §3 leadDistributionDisabledUntilDays). */
  readonly leadDistributionDisabledUntil: Temporal.PlainDate | null;
  readonly absences: readonly Absence[];
  /** ISO weekdays without new leads, e.g. a weekly back-office day (SPEC §3 leadFreeDays). */
  readonly leadFreeDays: readonly number[];
  readonly telephony: TelephonyStatus;
}
