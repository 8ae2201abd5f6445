import { hasAnalyticsConsent } from '../../domain/device/consent-cookie';
import { err, ok, type Result } from '../../domain/result';
import {
  type TrackingEventError,
  validateTrackingEvent,
} from '../../domain/tracking/tracking-event-validation';
import type { ClockPort } from '../clock.port';
import type { TrackingEventStorePort } from '../tracking-event-store.port';

/** recorded: stored; skipped: no analytics consent; disabled: the server keeps no events. */
export type TrackingOutcome = 'recorded' | 'skipped' | 'disabled';

/**
 * What a tracking request brings: the consent cookie and the body. Deliberately nothing else —
 * no ip, no user agent, no other cookie — so none of it can end up in the store.
 */
export interface RecordTrackingEventInput {
  /** The `rk_consent` cookie's value, null without the cookie. */
  readonly consentCookie: string | null;
  readonly body: unknown;
}

/**
 * A tracking event is stored only with analytics consent. The body is checked first,
 * so a malformed one is refused with or without consent; a valid one without consent is
 * answered `skipped` and dropped.
 */
export const makeRecordTrackingEvent =
  (deps: {
    readonly store: TrackingEventStorePort | undefined;
    readonly clock: ClockPort;
  }): ((input: RecordTrackingEventInput) => Promise<Result<TrackingOutcome, TrackingEventError>>) =>
  async (input) => {
    const event = validateTrackingEvent(input.body);
    if (!event.ok) return err(event.error);
    if (!hasAnalyticsConsent(input.consentCookie)) return ok('skipped');
    if (deps.store === undefined) return ok('disabled');
    const at = new Date(deps.clock.now().epochMilliseconds).toISOString();
    await deps.store.add(event.value, at);
    return ok('recorded');
  };

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type RecordTrackingEvent = ReturnType<typeof makeRecordTrackingEvent>;
export const RecordTrackingEvent = Symbol.for('RecordTrackingEvent');
