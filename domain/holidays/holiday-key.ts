import { isOneOf } from '../value-set';

/** Every holiday the calendar knows, by a stable English key. */
export const HOLIDAY_KEYS = [
  'newYearsDay',
  'epiphany',
  'womensDay',
  'goodFriday',
  'easterSunday',
  'easterMonday',
  'labourDay',
  'liberationDay',
  'ascensionDay',
  'whitSunday',
  'whitMonday',
  'corpusChristi',
  'uprisingDay',
  'augsburgPeaceFestival',
  'assumptionDay',
  'worldChildrensDay',
  'germanUnityDay',
  'reformationDay',
  'allSaintsDay',
  'repentanceDay',
  'christmasEve',
  'christmasDay',
  'boxingDay',
  'newYearsEve',
] as const;

export type HolidayKey = (typeof HOLIDAY_KEYS)[number];

export const isHolidayKey = (input: unknown): input is HolidayKey => isOneOf(HOLIDAY_KEYS, input);

/** SPEC §9: recognised only when enabled. */
export const OPTIONAL_HOLIDAY_KEYS = [
  'augsburgPeaceFestival',
  'christmasEve',
  'newYearsEve',
] as const;

export type OptionalHolidayKey = (typeof OPTIONAL_HOLIDAY_KEYS)[number];

export const isOptionalHolidayKey = (input: unknown): input is OptionalHolidayKey =>
  isOneOf(OPTIONAL_HOLIDAY_KEYS, input);

/**
 * German names as the holiday laws list them (BayFTG Art. 1 and the other states' laws), spelled out
 * where a law writes "1. Weihnachtstag" or "1. Mai"; Heiligabend and Silvester are no legal holidays.
 */
export const HOLIDAY_NAMES: Readonly<Record<HolidayKey, string>> = {
  newYearsDay: 'Neujahr',
  epiphany: 'Heilige Drei Könige',
  womensDay: 'Internationaler Frauentag',
  goodFriday: 'Karfreitag',
  easterSunday: 'Ostersonntag',
  easterMonday: 'Ostermontag',
  labourDay: 'Tag der Arbeit',
  liberationDay: 'Tag der Befreiung',
  ascensionDay: 'Christi Himmelfahrt',
  whitSunday: 'Pfingstsonntag',
  whitMonday: 'Pfingstmontag',
  corpusChristi: 'Fronleichnam',
  uprisingDay: 'Jahrestag des Volksaufstands vom 17. Juni 1953',
  augsburgPeaceFestival: 'Augsburger Hohes Friedensfest',
  assumptionDay: 'Mariä Himmelfahrt',
  worldChildrensDay: 'Weltkindertag',
  germanUnityDay: 'Tag der Deutschen Einheit',
  reformationDay: 'Reformationstag',
  allSaintsDay: 'Allerheiligen',
  repentanceDay: 'Buß- und Bettag',
  christmasEve: 'Heiligabend',
  christmasDay: 'Erster Weihnachtstag',
  boxingDay: 'Zweiter Weihnachtstag',
  newYearsEve: 'Silvester',
};
