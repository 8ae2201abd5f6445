/** When the customer wants to be called, Monday to Friday. */
export const PREFERRED_CALL_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type PreferredCallTime = (typeof PREFERRED_CALL_TIMES)[number];

export const PREFERRED_CALL_TIME_LABELS: Readonly<Record<PreferredCallTime, string>> = {
  morning: 'Vormittag (Mo–Fr, 9–12 Uhr)',
  afternoon: 'Nachmittag (Mo–Fr, 12–17 Uhr)',
  evening: 'Abend (Mo–Fr, 17–20 Uhr)',
};

export const isPreferredCallTime = (input: string): input is PreferredCallTime =>
  (PREFERRED_CALL_TIMES as readonly string[]).includes(input);

/** The summary above a callback or booking form with wrong fields (each field says its own). */
export const CONSULTATION_REQUEST_INVALID =
  'Bitte prüfen Sie Ihre Angaben – die markierten Felder sind noch nicht richtig ausgefüllt.';
