import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_KB,
  BYTES_PER_MB,
  formatFileSize,
  formatFileSizeLimit,
} from '../../../domain/format/file-size';

/** The shown size back in bytes. */
const bytesShown = (text: string): number => {
  const match = /^([\d.]+(?:,\d\d)?) (KB|MB)$/.exec(text);
  if (match === null) throw new Error(`not a size: ${text}`);
  const value = Number(match[1]!.replaceAll('.', '').replace(',', '.'));
  return value * (match[2] === 'KB' ? BYTES_PER_KB : BYTES_PER_MB);
};

const sizes = fc.oneof(
  fc.integer({ min: 0, max: 3 * BYTES_PER_MB }),
  fc.integer({ min: 0, max: 2 ** 40 }),
);

describe('formatFileSize properties', () => {
  it('is monotone: a larger file never shows a smaller size', () => {
    fc.assert(
      fc.property(sizes, sizes, (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(bytesShown(formatFileSize(small))).toBeLessThanOrEqual(
          bytesShown(formatFileSize(large)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('KB are rounded up below 1 MB, MB are off by at most half a hundredth', () => {
    fc.assert(
      fc.property(sizes, (bytes) => {
        const text = formatFileSize(bytes);
        const shown = bytesShown(text);
        if (bytes < BYTES_PER_MB) {
          expect(text.endsWith(' KB')).toBe(true);
          expect(shown).toBeGreaterThanOrEqual(bytes);
          expect(shown - bytes).toBeLessThan(BYTES_PER_KB);
        } else {
          expect(text).toMatch(/,\d\d MB$/);
          expect(Math.abs(shown - bytes)).toBeLessThanOrEqual(BYTES_PER_MB * 0.005 + 1e-6);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('formatFileSizeLimit properties', () => {
  const limits = fc.oneof(
    fc.integer({ min: BYTES_PER_KB, max: 3 * BYTES_PER_MB }),
    fc.integer({ min: BYTES_PER_KB, max: 2 ** 40 }),
    fc.integer({ min: 1, max: 2000 }).map((mb) => mb * BYTES_PER_MB),
  );

  it('never names more than the limit, and less only by under one KB or one hundredth MB', () => {
    fc.assert(
      fc.property(limits, (bytes) => {
        const shown = bytesShown(formatFileSizeLimit(bytes));
        expect(shown).toBeLessThanOrEqual(bytes + 1e-6);
        expect(bytes - shown).toBeLessThan(
          bytes < BYTES_PER_MB ? BYTES_PER_KB : BYTES_PER_MB / 100,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('names whole MB without decimals, and is monotone', () => {
    fc.assert(
      fc.property(limits, limits, (a, b) => {
        if (a % BYTES_PER_MB === 0) expect(formatFileSizeLimit(a)).toMatch(/^[\d.]+ MB$/);
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(bytesShown(formatFileSizeLimit(small))).toBeLessThanOrEqual(
          bytesShown(formatFileSizeLimit(large)),
        );
      }),
      { numRuns: 500 },
    );
  });
});
