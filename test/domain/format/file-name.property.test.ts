import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortenFileName, withPdfExtension } from '../../../domain/format/file-name';

const names = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ maxLength: 40 }).map((s) => `${s}.PdF`),
);

describe('shortenFileName properties', () => {
  it('is at most 30 characters, ends in .pdf and keeps the last 8 characters', () => {
    fc.assert(
      fc.property(names, (name) => {
        const full = [...withPdfExtension(name)];
        const short = [...shortenFileName(name)];
        expect(short.length).toBeLessThanOrEqual(30);
        expect(short.join('').toLowerCase().endsWith('.pdf')).toBe(true);
        expect(short.slice(-8)).toEqual(full.slice(-8));
        if (full.length <= 30) expect(short).toEqual(full);
        else {
          expect(short).toHaveLength(30);
          expect(short.slice(0, 18)).toEqual(full.slice(0, 18));
          expect(short.slice(18, 22).join('')).toBe('....');
        }
      }),
      { numRuns: 400 },
    );
  });

  it('is idempotent, and withPdfExtension is too', () => {
    fc.assert(
      fc.property(names, (name) => {
        expect(shortenFileName(shortenFileName(name))).toBe(shortenFileName(name));
        expect(withPdfExtension(withPdfExtension(name))).toBe(withPdfExtension(name));
      }),
      { numRuns: 300 },
    );
  });
});
