import { CONSENT_TYPES, type ConsentType } from './consent';

// SPEC §3: functional cookies are needed for the portal to work, so they are always consented.
export const REQUIRED_CONSENT: readonly ConsentType[] = ['f'];
export const ALL_CONSENT: readonly ConsentType[] = CONSENT_TYPES;

/**
 * The consent cookie's value, e.g. 'f,a': the given types plus the functional one, each once,
 * in the order f, a, m — the format `parseConsentTypes` reads back.
 */
export const serializeConsent = (types: Iterable<ConsentType>): string => {
  const given = new Set<ConsentType>([...REQUIRED_CONSENT, ...types]);
  return CONSENT_TYPES.filter((type) => given.has(type)).join(',');
};

/** Whether a consent list allows one type; functional is always allowed. */
export const allowsConsent = (types: readonly ConsentType[], type: ConsentType): boolean =>
  REQUIRED_CONSENT.includes(type) || types.includes(type);
