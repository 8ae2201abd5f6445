// Char-code checks instead of a regex or Temporal: this runs on every date of every decoded query.

const digitAt = (text: string, index: number): number => {
  const digit = text.charCodeAt(index) - 48;
  return digit >= 0 && digit <= 9 ? digit : -1;
};

const isLeapYear = (year: number): boolean =>
  year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** Days in a month of the proleptic Gregorian calendar (month 1–12). */
export const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
};

/** True for `YYYY-MM-DD` naming a real day (years 0000–9999, as Temporal.PlainDate reads them). */
export const isIsoDate = (text: string): boolean => {
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  let year = 0;
  for (let i = 0; i < 4; i++) {
    const digit = digitAt(text, i);
    if (digit < 0) return false;
    year = year * 10 + digit;
  }
  const m1 = digitAt(text, 5);
  const m2 = digitAt(text, 6);
  const d1 = digitAt(text, 8);
  const d2 = digitAt(text, 9);
  if (m1 < 0 || m2 < 0 || d1 < 0 || d2 < 0) return false;
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
};
