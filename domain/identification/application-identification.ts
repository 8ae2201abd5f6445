import type { ApplicationForm, ApplicationTariffChoice } from '../application/application-form';
import { countryByIsoCode, isRiskCountry } from '../countries/country';
import { searchFromUrl } from '../search-data/search-from-url';
import {
  type ApplicationPremiums,
  annualPremiumOfMonthly,
  type DueDiligenceLevel,
  dueDiligenceLevel,
} from './gwg-due-diligence';
import type { IdentificationType } from './identification-choice';
import { offeredIdentificationTypes } from './offered-identification-types';

/** The premiums of the application's search (mp: monthly, otp: one-time); null when unreadable. */
export const premiumsOfChoice = (choice: ApplicationTariffChoice): ApplicationPremiums | null => {
  const search = searchFromUrl(choice.searchQuery);
  if (!search.ok) return null;
  const { monthlyPayment, oneTimePayment } = search.value.searchData;
  return {
    annualPremium: annualPremiumOfMonthly(monthlyPayment ?? 0),
    singlePremium: oneTimePayment ?? 0,
  };
};

/** Premiums that cannot be read: never low. */
const UNKNOWN_PREMIUMS: ApplicationPremiums = {
  annualPremium: Number.POSITIVE_INFINITY,
  singlePremium: Number.POSITIVE_INFINITY,
};

/** The GwG level and the types offered for one stored application. */
export interface ApplicationIdentificationRules {
  readonly level: DueDiligenceLevel;
  readonly offered: readonly IdentificationType[];
}

/**
 * The identification rules of an application: premiums that cannot be read never count as low
 * (the insurer then identifies in full); the country of residence decides the risk country.
 */
export const identificationRulesOf = (
  form: ApplicationForm,
  choice: ApplicationTariffChoice,
): ApplicationIdentificationRules => {
  const country = countryByIsoCode(form.countryOfResidence);
  const level = dueDiligenceLevel({
    premiums: premiumsOfChoice(choice) ?? UNKNOWN_PREMIUMS,
    politicallyExposed: form.politicallyExposed,
    highRiskCountry: country !== null && isRiskCountry(country),
  });
  return { level, offered: offeredIdentificationTypes({ level, address: form.personal.address }) };
};

export const DUE_DILIGENCE_TEXTS: Readonly<Record<DueDiligenceLevel, string>> = {
  simplified:
    'Für Ihren Vertrag mit niedrigem Beitrag gelten vereinfachte Sorgfaltspflichten (§ 14 GwG): Sie können sich auch mit einer Ausweiskopie oder über die SCHUFA identifizieren.',
  general:
    'Vor Vertragsbeginn muss der Versicherer Ihre Identität anhand eines gültigen Ausweises prüfen (§§ 10–12 Geldwäschegesetz).',
  enhanced:
    'Für Ihren Vertrag gelten verstärkte Sorgfaltspflichten (§ 15 Geldwäschegesetz): Der Versicherer prüft Ihre Identität anhand eines gültigen Ausweises.',
};
