import type { DocumentModel } from '../application/document-model';
import type { Address } from '../session/personal-data';

/**
 * The code on a Postident coupon: the reference's letters and digits in groups of four behind
 * "PI", with a check character (sum of the character codes mod 36), so a mistyped code is seen.
 * DEMO: a real coupon carries the code Deutsche Post issues for the insurer.
 */
export const postIdentCode = (reference: string): string => {
  const chars = reference.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const sum = [...chars].reduce((total, c) => total + c.charCodeAt(0), 0);
  const check = (sum % 36).toString(36).toUpperCase();
  const groups = `${chars}${check}`.match(/.{1,4}/g) ?? [];
  return ['PI', ...groups].join(' ');
};

/** The coupon the customer takes to a Deutsche Post branch with the ID card (Postident). */
export const postIdentCouponModel = (input: {
  readonly reference: string;
  readonly name: string;
  readonly address: Address;
  /** ISO date the coupon was made. */
  readonly date: string;
}): DocumentModel => {
  const { address } = input;
  const place = `${address.postalCode} ${address.city}`.trim();
  return {
    title: 'Postident-Coupon',
    subtitle: `Antrag ${input.reference}`,
    sections: [
      {
        heading: 'Ihr Coupon',
        rows: [
          ['Antragsnummer', input.reference],
          ['Name', input.name],
          ['Coupon-Code', postIdentCode(input.reference)],
        ],
      },
      {
        heading: 'So geht es',
        paragraphs: [
          'Drucken Sie diesen Coupon aus oder zeigen Sie ihn auf Ihrem Smartphone vor.',
          'Bringen Sie Ihren gültigen Personalausweis oder Reisepass mit in eine Filiale der Deutschen Post.',
          place === ''
            ? 'Die nächste Filiale finden Sie mit der Filialsuche der Deutschen Post (www.deutschepost.de/filialfinder).'
            : `Die nächste Filiale in der Nähe von ${place} finden Sie mit der Filialsuche der Deutschen Post (www.deutschepost.de/filialfinder).`,
          'Nach der Prüfung in der Filiale meldet die Deutsche Post das Ergebnis an Ihren Versicherer.',
        ],
      },
    ],
    footnote:
      'DEMO: Dieser Coupon ist ein Beispiel des Rentenkompass-Demobetriebs und wird in keiner Filiale angenommen.',
    date: input.date,
  };
};
