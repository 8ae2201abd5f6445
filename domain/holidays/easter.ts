import { Temporal } from 'temporal-polyfill';
import { ordinalOf } from './day-number';

/** SPEC §9: holidays and observances at a fixed distance in days from Easter Sunday. */
export const EASTER_OFFSETS = {
  shroveMonday: -48,
  maundyThursday: -3,
  goodFriday: -2,
  easterSunday: 0,
  easterMonday: 1,
  ascensionDay: 39,
  whitSunday: 49,
  whitMonday: 50,
  corpusChristi: 60,
} as const;

const mod = (a: number, b: number): number => ((a % b) + b) % b;

/**
 * Easter Sunday as a day of March (32 = 1 April, up to 56 = 25 April): Gauss's Easter formula in
 * Lichtenberg's corrected form (H. Lichtenberg, "Zur Interpretation der Gaußschen Osterformel", 1997),
 * for the Gregorian calendar.
 */
export const easterMarchDay = (year: number): number => {
  const k = Math.floor(year / 100);
  const m = 15 + Math.floor((3 * k + 3) / 4) - Math.floor((8 * k + 13) / 25);
  const s = 2 - Math.floor((3 * k + 3) / 4);
  const a = mod(year, 19);
  const d = mod(19 * a + m, 30);
  const r = Math.floor((d + Math.floor(a / 11)) / 29);
  const og = 21 + d - r; // the Easter full moon as a day of March
  const sz = 7 - mod(year + Math.floor(year / 4) + s, 7); // first Sunday of March
  const oe = 7 - mod(og - sz, 7); // days from the full moon to the next Sunday
  return og + oe;
};

/** The 1-based day of the year of Easter Sunday. */
export const easterOrdinal = (year: number): number => ordinalOf(year, 3, easterMarchDay(year));

/** Easter Sunday of a year by the Gregorian computus (meaningful from 1583, its first full year). */
export const easterSunday = (year: number): Temporal.PlainDate => {
  const marchDay = easterMarchDay(year);
  return marchDay > 31
    ? new Temporal.PlainDate(year, 4, marchDay - 31)
    : new Temporal.PlainDate(year, 3, marchDay);
};
