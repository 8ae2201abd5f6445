/**
 * The browser's clock in epoch milliseconds: the one place in web/ that reads the machine clock.
 * The browser entry's AppServices.now() and the boot module (the banners' countdown, the
 * correlation ids) use it; pages ask AppServices.now(), which on the server is the server's
 * ClockPort (test/architecture.test.ts keeps every other web file off the machine clock).
 */
export const browserNow = (): number => Date.now();
