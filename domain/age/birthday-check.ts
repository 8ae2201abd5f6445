import type { Temporal } from 'temporal-polyfill';

// SPEC §4: the reasons a checked birth date is invalid.
export type BirthdayReason = 'INVALID' | 'MAX_AGE_VIOLATED' | 'MIN_AGE_VIOLATED';

export type BirthdayErrorKind = 'age/invalid' | 'age/too-old' | 'age/too-young';

/** SPEC §4: the birth-date check starts as not yet checked, then becomes valid or invalid. */
export type BirthdayCheck =
  | { readonly state: 'notChecked' }
  | {
      readonly state: 'valid';
      readonly birthday: Temporal.PlainDate | null;
      readonly age: number | null;
    }
  | {
      readonly state: 'invalid';
      readonly reason: BirthdayReason;
      readonly kind: BirthdayErrorKind;
      readonly message: string;
    };

/** checkBirthdayText's answer: the valid birthday as its ISO text instead of a PlainDate. */
export type BirthdayTextCheck =
  | { readonly state: 'valid'; readonly iso: string | null; readonly age: number | null }
  | Extract<BirthdayCheck, { readonly state: 'invalid' }>;

export const NOT_CHECKED: BirthdayCheck = { state: 'notChecked' };

/** SPEC §4: a not yet checked birth date counts as valid. */
export const isBirthdayValid = (check: BirthdayCheck): boolean => check.state !== 'invalid';
