/**
 * The web app's clock rule (ARCHITECTURE.md: the domain never reads the clock; in web/ the pages
 * ask AppServices.now()): the one web file that reads the machine clock, and what counts as
 * reading it.
 */
export const WEB_CLOCK_FILE = 'web/boot/browser-clock.ts';

/** The files that may import it: the browser's entries (the React entry and the boot module). */
export const mayUseBrowserClock = (file: string): boolean =>
  file === 'web/entry.client.tsx' || file.startsWith('web/boot/');

/** `Date.now()`, `new Date()` without an argument, `Temporal.Now.*`: the machine's present. */
export const readsMachineClock = (source: string): boolean =>
  /\bDate\.now\s*\(|\bnew\s+Date\s*\(\s*\)|\bTemporal\s*\.\s*Now\b/.test(source);
