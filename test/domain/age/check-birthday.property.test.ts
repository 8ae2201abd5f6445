import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkBirthday,
  checkBirthdayText,
  maxAgeFor,
} from '../../../domain/age/check-birthday';
import { parseBirthdayInput } from '../../../domain/age/german-date';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';

const EPOCH = Temporal.PlainDate.from('1920-01-01');
const dateArb = fc.integer({ min: 0, max: 130 * 366 }).map((days) => EPOCH.add({ days }));
const productArb = fc.constantFrom(...PRODUCT_TYPES);

describe('checkBirthday properties', () => {
  it('is valid exactly when 18 <= age <= max, with the matching reason otherwise', () => {
    fc.assert(
      fc.property(dateArb, dateArb, productArb, (birthday, today, product) => {
        const check = checkBirthday(birthday.toString(), product, today);
        const age = ageOn(birthday, today);
        if (Temporal.PlainDate.compare(birthday, today) > 0) {
          expect(check).toMatchObject({ state: 'invalid', reason: 'INVALID' });
        } else if (age > maxAgeFor(product)) {
          expect(check).toMatchObject({ state: 'invalid', reason: 'MAX_AGE_VIOLATED' });
        } else if (age < 18) {
          expect(check).toMatchObject({ state: 'invalid', reason: 'MIN_AGE_VIOLATED' });
        } else {
          expect(check).toEqual({ state: 'valid', birthday, age });
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the same answer for the German and the ISO spelling of a date', () => {
    fc.assert(
      fc.property(dateArb, dateArb, productArb, (birthday, today, product) => {
        const german = `${String(birthday.day).padStart(2, '0')}.${String(birthday.month).padStart(2, '0')}.${birthday.year}`;
        expect(checkBirthday(parseBirthdayInput(german), product, today)).toEqual(
          checkBirthday(birthday.toString(), product, today),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('checkBirthdayText properties', () => {
  // Real dates, near-misses (31 April, 29 February, month 13), padded, German and junk input.
  const inputArb = fc.oneof(
    dateArb.map((d) => d.toString()),
    dateArb.map((d) => ` ${d.toString()} `),
    fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(
        ([y, m, d]) =>
          `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      ),
    fc.constantFrom(
      '',
      ' ',
      '..',
      '1980-5-1',
      '01.05.1980',
      '1980-02-29',
      '2000-02-29',
      '1900-02-29',
    ),
    fc.string({ maxLength: 12 }),
  );

  it("gives checkBirthday's answer, the valid birthday as the text of the same date", () => {
    fc.assert(
      fc.property(inputArb, dateArb, productArb, (input, today, product) => {
        const full = checkBirthday(input, product, today);
        const text = checkBirthdayText(input, product, today);
        if (full.state === 'valid' && text.state === 'valid') {
          expect(text.age).toBe(full.age);
          expect(text.iso).toBe(full.birthday === null ? null : full.birthday.toString());
        } else {
          expect(text).toEqual(full);
        }
      }),
      { numRuns: 1500 },
    );
  });
});
