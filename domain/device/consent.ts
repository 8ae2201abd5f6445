import { isOneOf } from '../value-set';

// SPEC §3: cookie consent types f (functional), a (analytics), m (marketing).
export const CONSENT_TYPES = ['f', 'a', 'm'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
export const isConsentType = (input: unknown): input is ConsentType =>
  isOneOf(CONSENT_TYPES, input);

/** German labels for the consent banner. */
export const CONSENT_LABELS: Readonly<Record<ConsentType, string>> = {
  f: 'Funktional',
  a: 'Analyse',
  m: 'Marketing',
};

/**
 * Reads a consent list such as `f,a` (as a cookie stores it) into the known types, each once, in
 * the order f, a, m; unknown letters are dropped.
 */
export const parseConsentTypes = (value: string): readonly ConsentType[] => {
  const given = new Set(value.split(',').map((part) => part.trim()));
  return CONSENT_TYPES.filter((type) => given.has(type));
};
