import { err, ok, type Result } from '../result';

/** The three ticks of /online-contract, named as ApplicationConsents names them. */
export const CONSENT_FIELDS = ['adviceWaiver', 'withdrawalNoticeRead', 'dataProtection'] as const;
export type ConsentField = (typeof CONSENT_FIELDS)[number];

/** The waiver as the customer declares it, on the signing page and in the application PDF. */
export const ADVICE_WAIVER_DECLARATION =
  'Ich verzichte auf eine Beratung und deren Dokumentation durch den Versicherungsmakler nach § 61 Abs. 1 VVG (Verzicht nach § 61 Abs. 2 VVG).';

/** The warning § 61 Abs. 2 VVG requires, with the party the claim is against: the broker. */
export const ADVICE_WAIVER_WARNING =
  'Der Verzicht auf die Beratung kann sich nachteilig auf Ihre Möglichkeit auswirken, gegen uns als Versicherungsmakler einen Schadensersatzanspruch nach § 63 VVG geltend zu machen.';

/** The value a ticked box sends. */
export const TICKED = 'ja';

export interface ConsentText {
  readonly label: string;
  /** What the customer must have read before ticking. */
  readonly notice: string;
  /** The message at the box when it was not ticked. */
  readonly missing: string;
}

export const CONSENT_TEXTS: Readonly<Record<ConsentField, ConsentText>> = {
  // The portal is a Versicherungsmakler (Impressum), so the advice duty is the broker's: § 61
  // Abs. 1 VVG; a waiver needs its own declaration with the express warning that it may weaken a
  // claim for damages against the broker under § 63 VVG (§ 61 Abs. 2 VVG, in force 2026). The page,
  // the error message and the application PDF cite the same paragraphs (issue 32, finding 5).
  // One source: ADVICE_WAIVER_DECLARATION and ADVICE_WAIVER_WARNING below.
  adviceWaiver: {
    label: `${ADVICE_WAIVER_DECLARATION} Ich schließe ohne Beratung online ab.`,
    notice: `Wichtiger Hinweis: ${ADVICE_WAIVER_WARNING} Wenn Sie eine Beratung wünschen, rufen Sie uns bitte an.`,
    missing: 'Bitte bestätigen Sie den Beratungsverzicht, um online abzuschließen.',
  },
  // § 152 Abs. 1 VVG with § 8 VVG: 30 days to withdraw from a life insurance contract.
  withdrawalNoticeRead: {
    label: 'Ich habe die Widerrufsbelehrung gelesen.',
    notice:
      'Widerrufsrecht: Sie können Ihre Vertragserklärung innerhalb von 30 Tagen ohne Angabe von Gründen in Textform (z. B. Brief oder E-Mail) widerrufen (§ 152 Abs. 1 VVG in Verbindung mit § 8 VVG). Die Frist beginnt, wenn Ihnen der Versicherungsschein, die Vertragsbestimmungen einschließlich der Allgemeinen Versicherungsbedingungen, die Informationen nach § 7 VVG und diese Belehrung in Textform zugegangen sind. Zur Wahrung der Frist genügt die rechtzeitige Absendung des Widerrufs.',
    missing: 'Bitte bestätigen Sie, dass Sie die Widerrufsbelehrung gelesen haben.',
  },
  // Art. 6 Abs. 1 lit. b DSGVO: the data go to the insurer to decide on and carry out the contract.
  dataProtection: {
    label:
      'Ich willige ein, dass meine Angaben zur Prüfung und Durchführung des Antrags an den Versicherer übermittelt und dort verarbeitet werden. Die Datenschutzhinweise habe ich zur Kenntnis genommen.',
    notice:
      'Datenschutz: Ihre Angaben werden nur für diesen Antrag verwendet und an den gewählten Versicherer übermittelt (Art. 6 Abs. 1 lit. b DSGVO).',
    missing: 'Bitte willigen Sie in die Übermittlung Ihrer Angaben an den Versicherer ein.',
  },
};

/** § 312j Abs. 3 BGB: the button that places the order names the duty to pay, unambiguously. */
export const SUBMIT_BUTTON_LABEL = 'Jetzt zahlungspflichtig abschließen';

export type ContractConsents = Readonly<Record<ConsentField, boolean>>;
export type ConsentErrors = Readonly<Partial<Record<ConsentField, string>>>;

/**
 * The ticks of a posted form: every one must be given (each only as TICKED); a missing one
 * answers its message at its box.
 */
export const readContractConsents = (
  form: URLSearchParams,
): Result<ContractConsents, ConsentErrors> => {
  const errors: Partial<Record<ConsentField, string>> = {};
  for (const field of CONSENT_FIELDS) {
    if (form.get(field) !== TICKED) errors[field] = CONSENT_TEXTS[field].missing;
  }
  if (Object.keys(errors).length > 0) return err(errors);
  return ok({ adviceWaiver: true, withdrawalNoticeRead: true, dataProtection: true });
};
