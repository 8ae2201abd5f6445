import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { EASTER_OFFSETS, easterOrdinal, easterSunday } from '../../../domain/holidays/easter';
import { PUBLISHED_EASTER_SUNDAYS } from '../../fixtures/holidays/easter-sundays';

/** Meeus/Jones/Butcher ("anonymous Gregorian algorithm", J. Meeus, Astronomical Algorithms, ch. 8). */
const meeusEaster = (year: number): string => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** Ron Mallen's algorithm as published by the ASSA (valid 1583–4099), a third derivation. */
const assaEaster = (year: number): string => {
  const firstDig = Math.floor(year / 100);
  const remain19 = year % 19;
  let temp = Math.floor((firstDig - 15) / 2) + 202 - 11 * remain19;
  if ([21, 24, 25, 27, 28, 29, 30, 31, 32, 34, 35, 38].includes(firstDig)) temp -= 1;
  else if ([33, 36, 37, 39, 40].includes(firstDig)) temp -= 2;
  temp %= 30;
  let tA = temp + 21;
  if (temp === 29) tA -= 1;
  if (temp === 28 && remain19 > 10) tA -= 1;
  const tB = (tA - 19) % 7;
  let tC = (40 - firstDig) % 4;
  if (tC === 3) tC += 1;
  if (tC > 1) tC += 1;
  const rest = year % 100;
  const tD = (rest + Math.floor(rest / 4)) % 7;
  const tE = ((20 - tB - tC - tD) % 7) + 1;
  const d = tA + tE;
  const [month, day] = d > 31 ? [4, d - 31] : [3, d];
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

describe('easterSunday', () => {
  it('matches the Meeus/Jones/Butcher algorithm for every year 1583–2299', () => {
    for (let year = 1583; year <= 2299; year++) {
      expect(easterSunday(year).toString(), String(year)).toBe(meeusEaster(year));
    }
  });

  it('matches the ASSA (Mallen) algorithm for every year 1583–4099', () => {
    for (let year = 1583; year <= 4099; year++) {
      expect(easterSunday(year).toString(), String(year)).toBe(assaEaster(year));
    }
  });

  it.each(PUBLISHED_EASTER_SUNDAYS)('gives the published date %s', (iso) => {
    const date = Temporal.PlainDate.from(iso);
    expect(easterSunday(date.year).equals(date)).toBe(true);
  });

  it('always gives a Sunday from 22 March to 25 April', () => {
    for (let year = 1583; year <= 2299; year++) {
      const easter = easterSunday(year);
      expect(easter.dayOfWeek).toBe(7);
      const marchDay = easter.month === 3 ? easter.day : easter.day + 31;
      expect(marchDay).toBeGreaterThanOrEqual(22);
      expect(marchDay).toBeLessThanOrEqual(56);
    }
  });

  it('gives the day of the year consistently', () => {
    for (const year of [1900, 2000, 2023, 2024, 2100]) {
      expect(easterOrdinal(year)).toBe(easterSunday(year).dayOfYear);
    }
  });
});

describe('EASTER_OFFSETS', () => {
  it('holds the offsets of SPEC §9', () => {
    expect(EASTER_OFFSETS).toEqual({
      shroveMonday: -48,
      maundyThursday: -3,
      goodFriday: -2,
      easterSunday: 0,
      easterMonday: 1,
      ascensionDay: 39,
      whitSunday: 49,
      whitMonday: 50,
      corpusChristi: 60,
    });
  });

  it('puts Rosenmontag on a Monday and Gründonnerstag on a Thursday (2024)', () => {
    const easter = easterSunday(2024);
    expect(easter.add({ days: EASTER_OFFSETS.shroveMonday }).toString()).toBe('2024-02-12');
    expect(easter.add({ days: EASTER_OFFSETS.maundyThursday }).toString()).toBe('2024-03-28');
    expect(easter.add({ days: EASTER_OFFSETS.corpusChristi }).toString()).toBe('2024-05-30');
  });
});
