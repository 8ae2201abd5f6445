import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { documentFileName, extensionOf } from '../../domain/format/document-file-name';
import { formatEuroFigure, formatPercentFigure } from '../../domain/format/figure';
import {
  MAX_FILE_NAME_LENGTH,
  shortenFileName,
  withPdfExtension,
} from '../../domain/format/file-name';
import { formatFileSize } from '../../domain/format/file-size';
import { formatGrade } from '../../domain/format/grade';
import { formatPrice } from '../../domain/format/price';
import { calendarDate } from '../arbitraries/calendar-date';
import { hostileNumberArb, hostileStringArb, longStringArb } from '../arbitraries/hostile-input';
import { fuzz } from './fuzz-harness';

const NBSP = '\u00a0';
// German grouping: 1.234.567,89 — digits in threes after the first group.
const GROUPED = '\\d{1,3}(?:\\.\\d{3})*';

/** A formatter of a number: its text for a finite one, a RangeError (a bug upstream) otherwise. */
const expectFormatted = (
  format: (n: number) => string,
  n: number,
  pattern: RegExp,
  finiteOnly = (x: number) => Number.isFinite(x),
): void => {
  if (!finiteOnly(n)) {
    expect(() => format(n)).toThrow(RangeError);
    return;
  }
  const text = format(n);
  expect(text).toMatch(pattern);
  // Zero (also -0 and amounts that round to zero) is shown without a minus sign.
  expect(text).not.toMatch(/^-0(?:,0*)?\D*$/);
};

describe('fuzz: display formats (issue 13)', () => {
  fuzz('number formats (price, grade, file size, figures)', hostileNumberArb, (n) => {
    expectFormatted(formatPrice, n, new RegExp(`^-?${GROUPED},\\d{2}${NBSP}€$`));
    expectFormatted(formatGrade, n, /^-?\d+,\d$/);
    expectFormatted(
      formatFileSize,
      n,
      new RegExp(`^(?:${GROUPED} KB|${GROUPED},\\d{2} MB)$`),
      (x) => Number.isFinite(x) && x >= 0,
    );
    expectFormatted(formatEuroFigure, n, new RegExp(`^-?${GROUPED}(?:,\\d{2})?${NBSP}€$`));
    expectFormatted(
      formatPercentFigure,
      n,
      new RegExp(`^-?${GROUPED}(?:,\\d{1,3})?${NBSP}%$`),
      (x) => Number.isFinite(x * 100_000),
    );
    // The price reads back as the amount rounded to cents (where a double holds cents exactly).
    if (Number.isFinite(n) && Math.abs(n) < 1e12) {
      const back = Number(
        formatPrice(n).replace(`${NBSP}€`, '').replaceAll('.', '').replace(',', '.'),
      );
      expect(Math.abs(back - n)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });

  fuzz(
    'file names (shortened, .pdf, document names)',
    fc.record({
      name: fc.oneof(
        hostileStringArb(50),
        longStringArb,
        fc.constantFrom('', '.pdf', 'a.PDF', 'Antrag.Pdf', 'x.pdf.exe', 'İ.PDF', '😀'.repeat(40)),
      ),
      first: hostileStringArb(6),
      last: hostileStringArb(6),
      prefix: fc.constantFrom('Antrag_', ''),
      date: calendarDate(1583, 9999),
    }),
    ({ name, first, last, prefix, date }) => {
      const shown = shortenFileName(name);
      expect([...shown].length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
      expect(shown.toLowerCase().endsWith('.pdf')).toBe(true);
      // Idempotent: a shortened name is shown as it is.
      expect(shortenFileName(shown)).toBe(shown);
      expect(withPdfExtension(withPdfExtension(name))).toBe(withPdfExtension(name));
      const document = documentFileName({
        typePrefix: prefix,
        firstName: first,
        lastName: last,
        date,
        originalName: name,
      });
      const extension = extensionOf(name);
      expect(extension).toMatch(/^\.[A-Za-z0-9]{1,10}$/);
      expect(document.startsWith(prefix)).toBe(true);
      expect(document.endsWith(extension)).toBe(true);
      const initials = [...document.slice(prefix.length, document.length - extension.length - 8)];
      expect(initials.length).toBeLessThanOrEqual(3);
      expect(
        document.slice(document.length - extension.length - 8, document.length - extension.length),
      ).toMatch(/^\d{8}$/);
    },
  );
});
