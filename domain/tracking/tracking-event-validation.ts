import { isDeviceOutput } from '../device/device-output';
import { err, ok, type Result } from '../result';
import {
  isTrackingEventKind,
  pageOfTrackingPath,
  pageTrackingOf,
  type TrackingEvent,
} from './tracking-event';

export interface TrackingEventError {
  readonly kind: 'tracking/invalid';
  readonly message: string;
}

// Bounded, plain-token shapes: none admits `@`, spaces or a query, so no e-mail address, name or
// birthday fits into a tracking field.
export const TRACKING_ACTION_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
export const TRACKING_PATH_PATTERN = /^\/[a-z0-9/_-]{0,199}$/;
export const PARTNER_CODE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
export const REN_REF_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;
export const TRACKING_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Every field a tracking event has; any other field (personal data above all) is refused. */
export const TRACKING_EVENT_FIELDS = [
  'kind',
  'action',
  'path',
  'siteId',
  'actionId',
  'generalSiteId',
  'areaId',
  'pageType',
  'productCategory',
  'wp1',
  'wp2',
  'deviceOutput',
  'renRef',
  'trackingSessionId',
] as const satisfies readonly (keyof TrackingEvent)[];

const invalid = (message: string): Result<never, TrackingEventError> =>
  err({ kind: 'tracking/invalid', message });

const badField = (field: string): Result<never, TrackingEventError> =>
  invalid(`Das Feld „${field}“ fehlt oder hat einen unzulässigen Wert.`);

const matches = (pattern: RegExp, value: unknown): value is string =>
  typeof value === 'string' && pattern.test(value);

const nullOr = (pattern: RegExp, value: unknown): value is string | null =>
  value === null || matches(pattern, value);

/**
 * Checks a tracking payload sent by a browser: exactly the known fields, each in its bounded
 * shape, the path a registered tracking path, and the ids, area, page type and category those
 * the registry gives that page (SPEC §2, §9) — nothing the client makes up is stored.
 */
export const validateTrackingEvent = (body: unknown): Result<TrackingEvent, TrackingEventError> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return invalid('Die Tracking-Daten müssen ein JSON-Objekt sein.');
  }
  const fields = body as Readonly<Record<string, unknown>>;
  const known: ReadonlySet<string> = new Set(TRACKING_EVENT_FIELDS);
  const unknown = Object.keys(fields).find((field) => !known.has(field));
  if (unknown !== undefined) {
    return invalid(`Das Feld „${unknown.slice(0, 40)}“ ist in Tracking-Daten nicht erlaubt.`);
  }
  const missing = TRACKING_EVENT_FIELDS.find((field) => !Object.hasOwn(fields, field));
  if (missing !== undefined) return invalid(`Das Feld „${missing}“ fehlt.`);

  const { kind, action, path, wp1, wp2, deviceOutput, renRef, trackingSessionId } = fields;
  if (!isTrackingEventKind(kind)) return badField('kind');
  if (kind === 'action' ? !matches(TRACKING_ACTION_PATTERN, action) : action !== null) {
    return badField('action');
  }
  const page = matches(TRACKING_PATH_PATTERN, path) ? pageOfTrackingPath(path) : null;
  if (page === null) return invalid('Das Feld „path“ nennt keine bekannte Seite.');
  if (!matches(PARTNER_CODE_PATTERN, wp1)) return badField('wp1');
  if (!matches(PARTNER_CODE_PATTERN, wp2)) return badField('wp2');
  if (!isDeviceOutput(deviceOutput)) return badField('deviceOutput');
  if (!nullOr(REN_REF_PATTERN, renRef)) return badField('renRef');
  if (!nullOr(TRACKING_SESSION_ID_PATTERN, trackingSessionId)) {
    return badField('trackingSessionId');
  }

  const derived = pageTrackingOf(page);
  for (const [field, value] of Object.entries(derived)) {
    if (fields[field] !== value) {
      return invalid(`Das Feld „${field}“ passt nicht zur Seite „${derived.path}“.`);
    }
  }
  return ok({
    kind,
    action: kind === 'action' ? (action as string) : null,
    ...derived,
    wp1,
    wp2,
    deviceOutput,
    renRef,
    trackingSessionId,
  });
};
