import { germanDateOfIso } from '../calendar/calendar-day';
import { PRODUCT_TYPE_LABELS } from '../products/product-profile';
import type { ProductType } from '../products/product-type';
import { germanDateTimeOf } from './application-history';

export interface ConfirmationMailFacts {
  readonly reference: string;
  readonly salutation: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly product: ProductType;
  readonly insurerName: string;
  readonly tariffName: string;
  /** ISO date. */
  readonly insuranceStart: string;
  readonly brandName: string;
  readonly phoneNumber: string;
  /** The titles of the application's documents, in their order (SPEC §9 names). */
  readonly documentTitles: readonly string[];
  /** A guest's signed link to the application and its last day; null for an account's. */
  readonly guestLink: { readonly url: string; readonly until: string } | null;
}

/**
 * The line that names the documents and where they are: the customer area, or for a guest the
 * link below. They are not attached: each is made once, from the signed record, when first
 * opened, and kept (four PDFs in every mail were most of a submission's cost, issue 31).
 */
const documentsLine = (titles: readonly string[], guest: boolean): string => {
  const where = guest ? 'über den Link unten' : 'in Ihrem Kundenbereich unter „Meine Anträge“';
  return titles.length === 0
    ? `Ihre Unterlagen finden Sie jederzeit ${where}.`
    : `Ihre Unterlagen (${titles.join(', ')}) finden Sie jederzeit als PDF ${where}.`;
};

/** The mail's first line, by the salutation given in the application. */
export const greetingOf = (facts: {
  readonly salutation: string | null;
  readonly firstName: string;
  readonly lastName: string;
}): string => {
  if (facts.salutation === 'Frau') return `Sehr geehrte Frau ${facts.lastName},`;
  if (facts.salutation === 'Herr') return `Sehr geehrter Herr ${facts.lastName},`;
  return `Guten Tag ${facts.firstName} ${facts.lastName},`;
};

/** The confirmation e-mail sent once an application is stored: subject and plain text. */
export const confirmationMailOf = (
  facts: ConfirmationMailFacts,
): { readonly subject: string; readonly text: string } => ({
  subject: `Ihr Antrag ${facts.reference} ist eingegangen`,
  text: [
    greetingOf(facts),
    '',
    `vielen Dank für Ihren Antrag auf die ${PRODUCT_TYPE_LABELS[facts.product]} „${facts.tariffName}“ von ${facts.insurerName}.`,
    `Ihre Antragsnummer: ${facts.reference}`,
    `Gewünschter Versicherungsbeginn: ${germanDateOfIso(facts.insuranceStart)}`,
    '',
    'So geht es weiter:',
    `1. Wir übermitteln Ihren Antrag an ${facts.insurerName}.`,
    facts.guestLink === null
      ? '2. Der Versicherer prüft den Antrag. Für die Identifizierung nach dem Geldwäschegesetz wählen Sie in Ihrem Kundenbereich unter „Meine Anträge“ „Jetzt identifizieren“.'
      : '2. Der Versicherer prüft den Antrag. Für die Identifizierung nach dem Geldwäschegesetz öffnen Sie den Link unten und wählen „Jetzt identifizieren“.',
    '3. Nach der Annahme schickt Ihnen der Versicherer den Versicherungsschein. Ab dessen Erhalt können Sie 30 Tage lang ohne Angabe von Gründen widerrufen (§ 152 VVG).',
    '',
    documentsLine(facts.documentTitles, facts.guestLink !== null),
    ...(facts.guestLink === null
      ? []
      : [
          '',
          'Ihr Antrag im Überblick – Stand, Identifizierung, Dokumente und Widerruf:',
          facts.guestLink.url,
          `Der Link ist bis zum ${facts.guestLink.until} gültig; einen neuen erhalten Sie auf der Seite selbst („Link erneut senden“). Geben Sie ihn nicht weiter.`,
          '',
        ]),
    `Fragen? Unsere kostenlose Hotline: ${facts.phoneNumber}`,
    '',
    'Mit freundlichen Grüßen',
    `Ihr ${facts.brandName}-Team`,
  ].join('\n'),
});

export interface WithdrawalMailFacts {
  readonly reference: string;
  readonly salutation: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly product: ProductType;
  readonly insurerName: string;
  readonly tariffName: string;
  /** ISO instant of the withdrawal. */
  readonly withdrawnAt: string;
  readonly brandName: string;
  readonly phoneNumber: string;
}

/** The confirmation of a withdrawal (Widerruf, § 152 VVG): subject and plain text. */
export const withdrawalMailOf = (
  facts: WithdrawalMailFacts,
): { readonly subject: string; readonly text: string } => ({
  subject: `Ihr Widerruf zum Antrag ${facts.reference} ist eingegangen`,
  text: [
    greetingOf(facts),
    '',
    `wir bestätigen den Eingang Ihres Widerrufs vom ${germanDateTimeOf(facts.withdrawnAt)} zu Ihrem Antrag auf die ${PRODUCT_TYPE_LABELS[facts.product]} „${facts.tariffName}“ von ${facts.insurerName}.`,
    `Ihre Antragsnummer: ${facts.reference}`,
    '',
    `Wir leiten den Widerruf an ${facts.insurerName} weiter; der Versicherer bestätigt ihn Ihnen. Bereits gezahlte Beiträge erstattet der Versicherer (§ 152 Abs. 2 VVG). Sie müssen nichts weiter tun.`,
    '',
    `Fragen? Unsere kostenlose Hotline: ${facts.phoneNumber}`,
    '',
    'Mit freundlichen Grüßen',
    `Ihr ${facts.brandName}-Team`,
  ].join('\n'),
});
