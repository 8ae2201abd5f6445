import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB, formatFileSize } from '../../../domain/format/file-size';

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
