// Issue 32, finding 4: when and how a Zuzahlung is debited. The rule (a decision, see the README's
// Zuzahlung section): the insurer debits by SEPA-Lastschrift under the mandate of the application,
// from its account; the one-time payment within 5 Bankarbeitstage after the insurer accepted the
// request, the raise of the monthly payment with the regular contribution from the first of the
// month after the acceptance. The SEPA pre-notification comes with the insurer's confirmation.

/** Bank working days between the insurer's acceptance and the debit of a one-time payment. */
export const ONE_TIME_DEBIT_BANK_DAYS = 5;

/** „DE89 … 3000“: the account shown without the digits a reader does not need. */
export const maskedIban = (iban: string): string => {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return compact.length < 8 ? compact : `${compact.slice(0, 4)} … ${compact.slice(-4)}`;
};

/** The page's sentences on the debit, for the application's account (the IBAN masked). */
export const payInMoreDebitTexts = (
  accountHolder: string,
  masked: string,
): { readonly oneTime: string; readonly monthly: string; readonly notice: string } => ({
  oneTime: `Die einmalige Zuzahlung bucht der Versicherer per SEPA-Lastschrift von dem Konto ab, das Sie im Antrag angegeben haben (${accountHolder}, IBAN ${masked}) – innerhalb von ${ONE_TIME_DEBIT_BANK_DAYS} Bankarbeitstagen, nachdem er Ihre Zuzahlung angenommen hat.`,
  monthly:
    'Eine Erhöhung des Monatsbeitrags wird ab dem Monatsersten nach der Annahme zusammen mit Ihrem Beitrag vom selben Konto abgebucht.',
  notice:
    'Den Betrag und den Tag der Abbuchung nennt Ihnen der Versicherer vorher in seiner Bestätigung (SEPA-Vorabankündigung). Es gilt das SEPA-Lastschriftmandat aus Ihrem Antrag.',
});
