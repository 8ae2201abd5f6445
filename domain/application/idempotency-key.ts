/** The hidden field of /online-contract that carries the page's idempotency key. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** A key as the page issues it (the id generator's URL-safe ids); anything else is refused. */
export const isIdempotencyKey = (value: string): boolean => /^[A-Za-z0-9_-]{8,128}$/.test(value);
