import { type Country, isRiskCountry } from '../countries/country';

/**
 * Who may sign online. The Geldwäschegesetz asks an insurer for enhanced due diligence
 * (§ 15 GwG verstärkte Sorgfaltspflichten) when a customer is a politically exposed person
 * (§ 15 Abs. 3 Nr. 1 GwG) or connected to a high-risk third country (§ 15 Abs. 3 Nr. 2 GwG; the EU
 * list BaFin applies, and the FATF lists — sources and dates in domain/countries/country.ts).
 * That check needs a person (source of funds, approval by senior management), so such a customer
 * cannot sign online and is offered a consultation instead.
 */
export type OnlineSigningRiskKind =
  | 'risk/nationality'
  | 'risk/residence'
  | 'risk/politically-exposed';

export interface OnlineSigningRiskReason {
  readonly kind: OnlineSigningRiskKind;
  readonly message: string;
}

export type OnlineSigningDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reasons: readonly OnlineSigningRiskReason[] };

export interface OnlineSigningRiskInput {
  readonly nationality: Country;
  readonly countryOfResidence: Country;
  readonly politicallyExposed: boolean;
}

/** The headline and closing words the page shows around the reasons. */
export const ONLINE_SIGNING_REFUSED = {
  title: 'Ein Online-Abschluss ist in Ihrem Fall leider nicht möglich',
  explanation:
    'Das Geldwäschegesetz verlangt in Ihrem Fall verstärkte Sorgfaltspflichten (§ 15 GwG): Der Versicherer muss Ihre Angaben persönlich prüfen, bevor ein Vertrag zustande kommt. Das geht nicht online – gerne hilft Ihnen eine Beraterin oder ein Berater weiter.',
} as const;

const countryReason = (what: string, country: Country): string =>
  `${country.name}, ${what}, steht auf einer Liste der Länder mit erhöhtem Geldwäscherisiko (${listsOf(country)}).`;

const listsOf = (country: Country): string =>
  [
    country.isFatfRisk ? 'FATF' : null,
    country.isBafinRisk
      ? 'EU-Liste der Drittländer mit hohem Risiko, die die BaFin anwendet'
      : null,
  ]
    .filter((list): list is string => list !== null)
    .join('; ');

/** Whether the customer may sign online; when not, every reason in plain German. */
export const onlineSigningDecision = (input: OnlineSigningRiskInput): OnlineSigningDecision => {
  const reasons: OnlineSigningRiskReason[] = [];
  if (isRiskCountry(input.nationality)) {
    reasons.push({
      kind: 'risk/nationality',
      message: countryReason('das Land Ihrer Staatsangehörigkeit', input.nationality),
    });
  }
  if (isRiskCountry(input.countryOfResidence)) {
    reasons.push({
      kind: 'risk/residence',
      message: countryReason('das Land Ihres Wohnsitzes', input.countryOfResidence),
    });
  }
  if (input.politicallyExposed) {
    reasons.push({
      kind: 'risk/politically-exposed',
      message:
        'Sie haben angegeben, eine politisch exponierte Person (oder deren Familienmitglied oder bekanntermaßen nahestehende Person) zu sein (§ 1 Abs. 12 bis 14 GwG).',
    });
  }
  return reasons.length === 0 ? { allowed: true } : { allowed: false, reasons };
};
