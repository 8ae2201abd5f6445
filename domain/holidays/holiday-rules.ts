import { EASTER_OFFSETS } from './easter';
import type { HolidayKey } from './holiday-key';
import type { StateCode } from './state';

/** How a holiday's date is found in a given year. */
export type DateRule =
  | { readonly kind: 'fixed'; readonly month: number; readonly day: number }
  | { readonly kind: 'easter'; readonly offset: number }
  | { readonly kind: 'wednesday-before'; readonly month: number; readonly day: number };

/** One line of the law: a holiday, its date, where it applies and in which years (inclusive). */
export interface HolidayRule {
  readonly key: HolidayKey;
  readonly date: DateRule;
  readonly states: readonly StateCode[] | 'all';
  readonly from?: number;
  readonly until?: number;
  /** SPEC §9: counted only when the caller enables it. */
  readonly optional?: boolean;
}

const fixed = (month: number, day: number): DateRule => ({ kind: 'fixed', month, day });
const easter = (offset: number): DateRule => ({ kind: 'easter', offset });

const EAST_FOUNDED = 1990; // the five eastern states were re-founded in October 1990
const NORTH_REFORMATION = 2018; // hb, hh, ni, sh added Reformationstag by laws of 2018

/**
 * The holiday law of reunified Germany (SPEC §9), in the order of the year so
 * that two holidays on one day keep a fixed order. Sources: each state's Feiertagsgesetz (bw FTG § 1,
 * BayFTG Art. 1, SonnFG Berlin § 1, FTG Bbg § 2, SFGG Bremen § 2, FeiertagsG Hamburg § 1, HFeiertagsG
 * § 1, FTG M-V § 2, NFeiertagsG § 2, FeiertagsG NW § 2, LFtG RP § 2, SFG Saarland § 2, SächsSFG § 1,
 * FeiertG LSA § 2, SFTG SH § 2, ThürFtG § 2) and Art. 2 Abs. 2 Einigungsvertrag. Where the spec is
 * explicit it wins: Ostersonntag and Pfingstsonntag count nationwide (by law only bb and he), and
 * Mariä Himmelfahrt counts statewide in by (by law only in its mainly Catholic municipalities).
 * Holidays of single municipalities (Fronleichnam in parts of sn and th) are left out.
 */
export const HOLIDAY_RULES: readonly HolidayRule[] = [
  { key: 'newYearsDay', date: fixed(1, 1), states: 'all' },
  { key: 'epiphany', date: fixed(1, 6), states: ['bw', 'by'] },
  // FeiertG LSA of 1992: Heilige Drei Könige from 6 January 1993.
  { key: 'epiphany', date: fixed(1, 6), states: ['st'], from: 1993 },
  { key: 'womensDay', date: fixed(3, 8), states: ['be'], from: 2019 },
  { key: 'womensDay', date: fixed(3, 8), states: ['mv'], from: 2023 },
  { key: 'goodFriday', date: easter(EASTER_OFFSETS.goodFriday), states: 'all' },
  { key: 'easterSunday', date: easter(EASTER_OFFSETS.easterSunday), states: 'all' },
  { key: 'easterMonday', date: easter(EASTER_OFFSETS.easterMonday), states: 'all' },
  { key: 'labourDay', date: fixed(5, 1), states: 'all' },
  // Berlin one-offs: 75th and 80th anniversary of the end of the war in Europe.
  { key: 'liberationDay', date: fixed(5, 8), states: ['be'], from: 2020, until: 2020 },
  { key: 'liberationDay', date: fixed(5, 8), states: ['be'], from: 2025, until: 2025 },
  { key: 'ascensionDay', date: easter(EASTER_OFFSETS.ascensionDay), states: 'all' },
  { key: 'whitSunday', date: easter(EASTER_OFFSETS.whitSunday), states: 'all' },
  { key: 'whitMonday', date: easter(EASTER_OFFSETS.whitMonday), states: 'all' },
  {
    key: 'corpusChristi',
    date: easter(EASTER_OFFSETS.corpusChristi),
    states: ['bw', 'by', 'he', 'nw', 'rp', 'sl'],
  },
  // Berlin one-off: 75th anniversary of the uprising of 17 June 1953 (Abgeordnetenhaus resolution).
  { key: 'uprisingDay', date: fixed(6, 17), states: ['be'], from: 2028, until: 2028 },
  // BayFTG Art. 1 Abs. 2: in the city of Augsburg only, hence optional.
  { key: 'augsburgPeaceFestival', date: fixed(8, 8), states: 'all', optional: true },
  { key: 'assumptionDay', date: fixed(8, 15), states: ['by', 'sl'] },
  { key: 'worldChildrensDay', date: fixed(9, 20), states: ['th'], from: 2019 },
  { key: 'germanUnityDay', date: fixed(10, 3), states: 'all', from: 1990 },
  // 500 years of the Reformation: a one-off nationwide holiday.
  { key: 'reformationDay', date: fixed(10, 31), states: 'all', from: 2017, until: 2017 },
  {
    key: 'reformationDay',
    date: fixed(10, 31),
    states: ['bb', 'mv', 'sn', 'st', 'th'],
    from: EAST_FOUNDED,
  },
  {
    key: 'reformationDay',
    date: fixed(10, 31),
    states: ['hb', 'hh', 'ni', 'sh'],
    from: NORTH_REFORMATION,
  },
  { key: 'allSaintsDay', date: fixed(11, 1), states: ['bw', 'by', 'nw', 'rp', 'sl'] },
  // Abolished from 1995 everywhere but Saxony to fund the long-term care insurance (§ 58 SGB XI).
  {
    key: 'repentanceDay',
    date: { kind: 'wednesday-before', month: 11, day: 23 },
    states: 'all',
    until: 1994,
  },
  {
    key: 'repentanceDay',
    date: { kind: 'wednesday-before', month: 11, day: 23 },
    states: ['sn'],
    from: 1995,
  },
  { key: 'christmasEve', date: fixed(12, 24), states: 'all', optional: true },
  { key: 'christmasDay', date: fixed(12, 25), states: 'all' },
  { key: 'boxingDay', date: fixed(12, 26), states: 'all' },
  { key: 'newYearsEve', date: fixed(12, 31), states: 'all', optional: true },
];
