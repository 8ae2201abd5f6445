// SPEC §7: requests to the pension service carry a correlation id made of a timestamp plus a
// unique id. Both come in as arguments, so the domain stays free of clock and randomness.
export const CORRELATION_ID_SEPARATOR = '-';

/** `<timestampMs>-<uniqueId>`, e.g. `1767225600000-3f2a…`. */
export const correlationId = (timestampMs: number, uniqueId: string): string =>
  `${Math.trunc(timestampMs)}${CORRELATION_ID_SEPARATOR}${uniqueId}`;
