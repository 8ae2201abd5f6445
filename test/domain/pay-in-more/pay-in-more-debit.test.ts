import { describe, expect, it } from 'vitest';
import { maskedIban, payInMoreDebitTexts } from '../../../domain/pay-in-more/pay-in-more-debit';

// Issue 32, finding 4: the Zuzahlung page says when and how the amount is debited.
describe('the debit of a Zuzahlung', () => {
  it('masks the IBAN to country, check digits and the last four', () => {
    expect(maskedIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 … 3000');
    expect(maskedIban('de89370400440532013000')).toBe('DE89 … 3000');
  });

  it('names the account, SEPA-Lastschrift, the 5 Bankarbeitstage and the monthly rule', () => {
    const texts = payInMoreDebitTexts('Erika Mustermann', 'DE89 … 3000');
    expect(texts.oneTime).toBe(
      'Die einmalige Zuzahlung bucht der Versicherer per SEPA-Lastschrift von dem Konto ab, das Sie im Antrag angegeben haben (Erika Mustermann, IBAN DE89 … 3000) – innerhalb von 5 Bankarbeitstagen, nachdem er Ihre Zuzahlung angenommen hat.',
    );
    expect(texts.monthly).toContain('ab dem Monatsersten nach der Annahme');
    expect(texts.notice).toContain('SEPA-Vorabankündigung');
  });
});
