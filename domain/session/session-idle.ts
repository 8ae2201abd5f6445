import { Temporal } from 'temporal-polyfill';

/** A login session expires after 30 minutes without a request. */
export const SESSION_IDLE_MINUTES = 30;

/** True once lastSeenAt + 30 minutes has been reached. */
export const isSessionIdleExpired = (
  session: { readonly lastSeenAt: string },
  now: Temporal.Instant,
): boolean =>
  Temporal.Instant.compare(
    Temporal.Instant.from(session.lastSeenAt).add({ minutes: SESSION_IDLE_MINUTES }),
    now,
  ) <= 0;
