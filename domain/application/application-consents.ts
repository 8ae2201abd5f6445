// § 6 Abs. 3 VVG (waiver of advice), § 152 VVG with § 8 VVG (withdrawal), Art. 6 and 13 DSGVO
// (data protection): an online contract is only signed with all three ticked.
export const CONSENT_MESSAGES = {
  adviceWaiver: 'Bitte bestätigen Sie den Beratungsverzicht (§ 61 Abs. 2 VVG).',
  withdrawalNoticeRead: 'Bitte bestätigen Sie, dass Sie die Widerrufsbelehrung gelesen haben.',
  dataProtection: 'Bitte stimmen Sie der Datenschutzerklärung zu.',
} as const;

export type ConsentName = keyof typeof CONSENT_MESSAGES;

/** Field → German message for every consent that is not given; empty when all are. */
export const missingConsents = (
  consents: Readonly<Record<ConsentName, boolean>>,
): Readonly<Partial<Record<ConsentName, string>>> => {
  const missing: Partial<Record<ConsentName, string>> = {};
  for (const name of Object.keys(CONSENT_MESSAGES) as ConsentName[]) {
    if (consents[name] !== true) missing[name] = CONSENT_MESSAGES[name];
  }
  return missing;
};
