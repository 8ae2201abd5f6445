// SPEC §9: file sizes in KB (rounded up) below 1 MB, otherwise MB with two decimals.
// Binary units as file managers show them: 1 KB = 1024 bytes, 1 MB = 1024 KB.
export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = 1024 * 1024;

/** Whole numbers with German grouping: KB, and a limit's whole MB. */
let WHOLE_FORMAT_MADE: Intl.NumberFormat | undefined;
// Made at its first use: a cold process (the CLI's `rente holidays`) formats no number and
// need not load the locale's data (about 5 ms).
const WHOLE_FORMAT = (): Intl.NumberFormat =>
  (WHOLE_FORMAT_MADE ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }));
let MB_FORMAT_MADE: Intl.NumberFormat | undefined;
const MB_FORMAT = (): Intl.NumberFormat =>
  (MB_FORMAT_MADE ??= new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

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
  if (size < BYTES_PER_MB) return `${WHOLE_FORMAT().format(Math.ceil(size / BYTES_PER_KB))} KB`;
  return `${MB_FORMAT().format(size / BYTES_PER_MB)} MB`;
};

/**
 * A size limit as a message names it („höchstens 200 MB“): whole MB or whole KB without
 * decimals ('200 MB', '500 KB'), any other size like formatFileSize but rounded down ('4,76 MB',
 * '1 KB'), so the named size is never more than the limit. Throws a RangeError below 1 KB or for
 * a non-integer size.
 */
export const formatFileSizeLimit = (bytes: number): string => {
  if (!Number.isSafeInteger(bytes) || bytes < BYTES_PER_KB) {
    throw new RangeError(`Keine gültige Höchstgröße: ${bytes}`);
  }
  if (bytes < BYTES_PER_MB) return `${WHOLE_FORMAT().format(Math.floor(bytes / BYTES_PER_KB))} KB`;
  if (bytes % BYTES_PER_MB === 0) return `${WHOLE_FORMAT().format(bytes / BYTES_PER_MB)} MB`;
  // Hundredths of a MB, rounded down in integers (exact for every safe size: 4,30 stays 4,30).
  const rest = bytes % BYTES_PER_MB;
  const hundredths =
    ((bytes - rest) / BYTES_PER_MB) * 100 + Math.floor((rest * 100) / BYTES_PER_MB);
  return `${MB_FORMAT().format(hundredths / 100)} MB`;
};
