// Every cookie the portal sets, by name and max age, in one place: the server, the browser and
// the tests read the names from here.

/** SPEC §7 GET /ren-ref: the reference id. */
export const REN_REF_COOKIE = 'renRef';
// SPEC §9: reference cookie (renRef) max age, 180 days in seconds.
export const REN_REF_COOKIE_MAX_AGE_S = 15_552_000;

/** SPEC §3, §9: the device output a query parameter chose. */
export const DEVICE_OUTPUT_COOKIE = 'deviceoutput';
// SPEC §9: device-output cookie max age, one day in seconds.
export const DEVICE_OUTPUT_COOKIE_MAX_AGE_S = 86_400;

/** The cookie the consent banner writes: the granted consent types (SPEC §3 f, a, m). */
export const CONSENT_COOKIE = 'rk_consent';
/** One year, in seconds: the banner asks again after that. */
export const CONSENT_COOKIE_MAX_AGE_S = 31_536_000;

/** SPEC §9: the partner set (wpset) a visit came with, kept for later visits. */
export const WPSET_COOKIE = 'rk_wpset';
/** 30 days: a partner link keeps counting for a month (our choice; the spec names no age). */
export const WPSET_COOKIE_MAX_AGE_S = 2_592_000;

/**
 * The visitor whose business-process data GET/POST /api/bpm keep (SPEC §7 "per visitor session"),
 * signed with the session secret: an id the server did not hand out is no visitor.
 */
export const VISITOR_COOKIE = 'rk_visitor';
/** 180 days, as long as the reference cookie (SPEC §9). */
export const VISITOR_COOKIE_MAX_AGE_S = REN_REF_COOKIE_MAX_AGE_S;

/** SPEC §7 GET /general-tracking/session-id: one tracking session per browser session (no Max-Age). */
export const TRACKING_SESSION_COOKIE = 'rk_tsid';

/** The portal login session: HttpOnly, SameSite=Lax, Secure under https, signed. */
export const SESSION_COOKIE = 'rk_session';
/**
 * The cookie outlives the 30-minute idle limit on purpose: an idle-expired session must still
 * be found to greet the visitor by name (SPEC §4 expired session). 30 days.
 */
export const SESSION_COOKIE_MAX_AGE_S = 2_592_000;

/** The PKCE verifier between /api/auth/login and /api/auth/callback. */
export const PKCE_COOKIE = 'rk_pkce';
export const PKCE_COOKIE_MAX_AGE_S = 600;
