// SPEC §9: file sizes in KB (rounded up) below 1 MB, otherwise MB with two decimals.
// Binary units as file managers show them: 1 KB = 1024 bytes, 1 MB = 1024 KB.
export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = 1024 * 1024;

const KB_FORMAT = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const MB_FORMAT = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * '1 KB' … '1.024 KB' below 1 MB (any started KB counts, 0 bytes is '0 KB'), then '1,00 MB',
 * '1,50 MB' (rounded half away from zero). Throws a RangeError for negative or non-finite sizes.
 */
export const formatFileSize = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`Keine gültige Dateigröße: ${bytes}`);
  }
  // -0 bytes is 0 bytes: never '-0 KB'.
  const size = bytes + 0;
  if (size < BYTES_PER_MB) return `${KB_FORMAT.format(Math.ceil(size / BYTES_PER_KB))} KB`;
  return `${MB_FORMAT.format(size / BYTES_PER_MB)} MB`;
};
