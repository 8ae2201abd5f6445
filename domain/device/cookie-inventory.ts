import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  DEVICE_OUTPUT_COOKIE,
  DEVICE_OUTPUT_COOKIE_MAX_AGE_S,
  PKCE_COOKIE,
  PKCE_COOKIE_MAX_AGE_S,
  REN_REF_COOKIE,
  REN_REF_COOKIE_MAX_AGE_S,
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE_S,
  TRACKING_SESSION_COOKIE,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_S,
  WPSET_COOKIE,
  WPSET_COOKIE_MAX_AGE_S,
} from './cookies';

/** One cookie the portal sets, as the privacy notice lists it (Art. 13 DSGVO, § 25 TDDDG). */
export interface CookieDescription {
  readonly name: string;
  /** What it is for, in German. */
  readonly purpose: string;
  /** Its Max-Age in seconds; null for a browser-session cookie (deleted when the browser closes). */
  readonly maxAgeS: number | null;
}

/**
 * Every cookie the portal sets, from the same constants the server and the browser use, so the
 * privacy notice cannot name another lifetime than the code gives. All of them are needed for
 * the portal to work (§ 25 Abs. 2 Nr. 2 TDDDG); the tracking session id is only sent on with
 * analytics consent.
 */
export const PORTAL_COOKIES: readonly CookieDescription[] = [
  {
    name: CONSENT_COOKIE,
    purpose: 'Speichert Ihre Auswahl in den Cookie-Einstellungen (Funktional, Analyse, Marketing).',
    maxAgeS: CONSENT_COOKIE_MAX_AGE_S,
  },
  {
    name: VISITOR_COOKIE,
    purpose:
      'Ordnet Ihrem Browser Geburtsdatum und berufliche Situation aus dem Einstiegsformular zu, damit Sie nicht erneut danach gefragt werden.',
    maxAgeS: VISITOR_COOKIE_MAX_AGE_S,
  },
  {
    name: SESSION_COOKIE,
    purpose: 'Hält Sie nach der Anmeldung angemeldet (nach 30 Minuten ohne Aktivität abgelaufen).',
    maxAgeS: SESSION_COOKIE_MAX_AGE_S,
  },
  {
    name: PKCE_COOKIE,
    purpose: 'Sichert den Anmeldevorgang zwischen Portal und Anmeldeseite ab (PKCE).',
    maxAgeS: PKCE_COOKIE_MAX_AGE_S,
  },
  {
    name: REN_REF_COOKIE,
    purpose: 'Referenznummer Ihres Besuchs, über die wir eine Anfrage Ihrem Vergleich zuordnen.',
    maxAgeS: REN_REF_COOKIE_MAX_AGE_S,
  },
  {
    name: DEVICE_OUTPUT_COOKIE,
    purpose: 'Merkt sich, ob Sie die Desktop- oder die mobile Ansicht gewählt haben.',
    maxAgeS: DEVICE_OUTPUT_COOKIE_MAX_AGE_S,
  },
  {
    name: WPSET_COOKIE,
    purpose: 'Merkt sich, über welchen Partner Sie zu uns gekommen sind (Partnerabrechnung).',
    maxAgeS: WPSET_COOKIE_MAX_AGE_S,
  },
  {
    name: TRACKING_SESSION_COOKIE,
    purpose:
      'Fasst die Seitenaufrufe eines Besuchs zusammen; ausgewertet nur mit Ihrer Einwilligung in Analyse.',
    maxAgeS: null,
  },
];

const DAY_S = 86_400;

/** A cookie lifetime in German words: "1 Jahr", "180 Tage", "1 Tag", "10 Minuten", "bis zum Ende der Browsersitzung". */
export const cookieLifetimeText = (maxAgeS: number | null): string => {
  if (maxAgeS === null) return 'bis zum Ende der Browsersitzung';
  if (maxAgeS === 365 * DAY_S) return '1 Jahr';
  if (maxAgeS % DAY_S === 0) {
    const days = maxAgeS / DAY_S;
    return days === 1 ? '1 Tag' : `${days} Tage`;
  }
  if (maxAgeS % 60 === 0) {
    const minutes = maxAgeS / 60;
    return minutes === 1 ? '1 Minute' : `${minutes} Minuten`;
  }
  return `${maxAgeS} Sekunden`;
};
