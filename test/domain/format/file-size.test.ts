import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  formatFileSize,
  formatFileSizeLimit,
} from '../../../domain/format/file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 KB'],
    [1, '1 KB'],
    [1023, '1 KB'],
    [1024, '1 KB'],
    [1025, '2 KB'],
    [512_000, '500 KB'],
    [999 * 1024 + 1, '1.000 KB'],
    [BYTES_PER_MB - 1, '1.024 KB'],
    [BYTES_PER_MB, '1,00 MB'],
    [1.5 * BYTES_PER_MB, '1,50 MB'],
    [1.004 * BYTES_PER_MB, '1,00 MB'],
    [1.005 * BYTES_PER_MB, '1,01 MB'],
    [209_715_200, '200,00 MB'],
    [2000 * BYTES_PER_MB, '2.000,00 MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('throws a RangeError for %d', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });

  it('writes -0 bytes as 0 KB, never -0 KB (issue 13 fuzzing)', () => {
    expect(formatFileSize(-0)).toBe('0 KB');
  });
});

describe('formatFileSizeLimit', () => {
  it.each([
    [1024, '1 KB'],
    [1500, '1 KB'],
    [16_384, '16 KB'],
    [512_000, '500 KB'],
    [BYTES_PER_MB - 1, '1.023 KB'],
    [BYTES_PER_MB, '1 MB'],
    [4 * BYTES_PER_MB, '4 MB'],
    [5_000_000, '4,76 MB'],
    [1.25 * BYTES_PER_MB, '1,25 MB'],
    [4_508_877, '4,30 MB'],
    [4_508_876, '4,29 MB'],
    [BYTES_PER_MB + 1, '1,00 MB'],
    [209_715_199, '199,99 MB'],
    [209_715_200, '200 MB'],
    [2000 * BYTES_PER_MB, '2.000 MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSizeLimit(bytes)).toBe(text);
  });

  it.each([0, 1023, -1024, 1024.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws a RangeError for %d',
    (bytes) => {
      expect(() => formatFileSizeLimit(bytes)).toThrow(RangeError);
    },
  );
});
