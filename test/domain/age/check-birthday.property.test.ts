import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { maxAgeFor } from '../../../domain/age/age-limits';
import { ageOn } from '../../../domain/age/age-on';
import { checkBirthday } from '../../../domain/age/check-birthday';
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
