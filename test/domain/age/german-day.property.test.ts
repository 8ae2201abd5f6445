import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGermanDate } from '../../../domain/age/german-date';
import { germanDateToIso } from '../../../domain/calendar/calendar-day';

// The Temporal-free conversion (shipped to the browser) agrees with Temporal.PlainDate on every
// input of the German date shape, real days and impossible ones alike.
describe('germanDateToIso', () => {
  it('equals the Temporal date of parseGermanDate, or null where it has none', () => {
    const text = fc
      .tuple(
        fc.integer({ min: 0, max: 39 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 9999 }),
        fc.boolean(),
        fc.constantFrom('', ' ', '  '),
      )
      .map(([d, m, y, padded, space]) => {
        const part = (n: number): string => (padded ? String(n).padStart(2, '0') : String(n));
        return `${space}${part(d)}.${part(m)}.${String(y).padStart(4, '0')}${space}`;
      });
    fc.assert(
      fc.property(text, (input) => {
        const parsed = parseGermanDate(input);
        expect(germanDateToIso(input)).toBe(parsed.ok ? parsed.value.toString() : null);
      }),
      { numRuns: 3000 },
    );
  });

  it('is null for anything that is not D.M.YYYY', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (input) => {
        if (/^\s*\d{1,2}\.\d{1,2}\.\d{4}\s*$/.test(input)) return;
        expect(germanDateToIso(input)).toBeNull();
      }),
    );
  });
});
