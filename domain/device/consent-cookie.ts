import { CONSENT_TYPES, type ConsentType, parseConsentTypes } from './consent';

// Cookie values may not contain commas (RFC 6265 cookie-octet), so the types are joined by dots.
const CONSENT_COOKIE_SEPARATOR = '.';

/** The cookie value of the granted types, e.g. `f.a`; `''` when none is granted. */
export const consentCookieValue = (types: readonly ConsentType[]): string =>
  parseConsentTypes(types.join(',')).join(CONSENT_COOKIE_SEPARATOR);

/** The consent types a cookie value grants (dots or commas between them); none without a cookie. */
export const consentTypesOfCookie = (value: string | null): readonly ConsentType[] =>
  value === null ? [] : parseConsentTypes(value.replaceAll(CONSENT_COOKIE_SEPARATOR, ','));

/** Tracking is only sent and stored with analytics consent (`a`). */
export const hasAnalyticsConsent = (cookieValue: string | null): boolean =>
  consentTypesOfCookie(cookieValue).includes('a');

// SPEC §3: functional cookies are needed for the portal to work, so they are always consented.
export const REQUIRED_CONSENT: readonly ConsentType[] = ['f'];
export const ALL_CONSENT: readonly ConsentType[] = CONSENT_TYPES;

/** The cookie value the banner writes: the given types plus the functional one, e.g. 'f.a'. */
export const serializeConsent = (types: Iterable<ConsentType>): string =>
  consentCookieValue([...REQUIRED_CONSENT, ...types]);

/** Whether a consent list allows one type; functional is always allowed. */
export const allowsConsent = (types: readonly ConsentType[], type: ConsentType): boolean =>
  REQUIRED_CONSENT.includes(type) || types.includes(type);
