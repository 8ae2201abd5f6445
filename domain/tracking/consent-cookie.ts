import { type ConsentType, parseConsentTypes } from '../device/consent';

/** The cookie the consent banner writes: the granted consent types (SPEC §3 f, a, m). */
export const CONSENT_COOKIE = 'rk_consent';

/** One year, in seconds: the banner asks again after that. */
export const CONSENT_COOKIE_MAX_AGE_S = 31_536_000;

// Cookie values may not contain commas (RFC 6265 cookie-octet), so the types are joined by dots.
const CONSENT_COOKIE_SEPARATOR = '.';

/** The cookie value of the granted types, e.g. `f.a`; `''` when none is granted. */
export const consentCookieValue = (types: readonly ConsentType[]): string =>
  parseConsentTypes(types.join(',')).join(CONSENT_COOKIE_SEPARATOR);

/** The consent types a cookie value grants (dots or commas between them); none without a cookie. */
export const consentTypesOfCookie = (value: string | null): readonly ConsentType[] =>
  value === null ? [] : parseConsentTypes(value.replaceAll(CONSENT_COOKIE_SEPARATOR, ','));

/** Issue 5: tracking is only sent and stored with analytics consent (`a`). */
export const hasAnalyticsConsent = (cookieValue: string | null): boolean =>
  consentTypesOfCookie(cookieValue).includes('a');
