import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerMessageOf } from '../../../domain/search-data/customer-message';
import { decodeSearchQuery } from '../../../domain/search-data/decode';

const refused = (query: string) => {
  const decoded = decodeSearchQuery(query);
  if (decoded.ok) throw new Error(`${query} was accepted`);
  return decoded.error;
};

describe('the German message a page shows for a refused URL value', () => {
  it.each([
    ['mp=abc', 'Der Wert „abc“ ist keine Zahl.'],
    ['pi=ja', 'Der Wert „ja“ ist weder 1 (ja) noch 0 (nein).'],
    ['bd=12.04.1985', 'Der Wert „12.04.1985“ ist kein Datum im Format JJJJ-MM-TT.'],
    ['pt=lebensversicherung', 'Der Wert „lebensversicherung“ ist hier nicht vorgesehen.'],
    ['bd=1400-01-01', 'Das Datum muss zwischen dem 01.01.1583 und dem 31.12.9999 liegen.'],
  ])('%s: %s', (query, message) => {
    expect(customerMessageOf(refused(query))).toBe(message);
  });

  it('keeps the SPEC text for the CLI and the API (the error message itself)', () => {
    expect(refused('mp=abc').message).toBe('Couldnt parse value: abc to number');
  });

  it('never shows the English SPEC text to a customer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('mp', 'egs', 'pi', 'oce', 'bd', 'pt', 'si', 'cb', 'if'),
        fc.string({ minLength: 1, maxLength: 12 }),
        (key, value) => {
          const decoded = decodeSearchQuery(`${key}=${encodeURIComponent(value)}`);
          if (decoded.ok) return;
          expect(customerMessageOf(decoded.error)).not.toContain('Couldnt parse value');
        },
      ),
    );
  });
});
