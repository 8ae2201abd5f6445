import type { ReactElement } from 'react';
import type { InvestmentChoices } from '../../../domain/onboarding/investment-choices';
import { DEATH_BENEFIT_LABELS } from '../../../domain/onboarding/investment-form';
import {
  ChoiceField,
  type FieldContext,
  FieldGroup,
  SelectField,
} from '../../components/form/form-fields';

export const INVESTMENT_LABELS = {
  klassisch: ['Klassisch', 'Garantierter Zins, geringe Schwankungen.'],
  fondsgebunden: ['Fondsgebunden', 'Höhere Renditechancen über Fonds und ETFs.'],
  hybrid: ['Hybrid', 'Fonds mit einer Garantie aus dem Sicherungsvermögen.'],
  hybridUndKlassisch: ['Hybrid und klassisch', 'Tarife beider Arten vergleichen.'],
} as const;

const SUSTAINABILITY_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ['any', 'Keine Vorgabe'],
  ['euStrict', 'Streng nachhaltig nach EU-Offenlegungsverordnung (Artikel 9)'],
  ['euSoft', 'Nachhaltig nach EU-Offenlegungsverordnung (Artikel 8)'],
  ['esgStrict', 'Streng nach ESG-Kriterien'],
  ['esgSoft', 'Nach ESG-Kriterien'],
];

/** SPEC §2 /onboarding-investment-selection, with the choices some tariff can meet. */
export const InvestmentFields = ({
  ctx,
  choices,
}: {
  readonly ctx: FieldContext;
  readonly choices: InvestmentChoices;
}): ReactElement => (
  <>
    <FieldGroup title="Anlage">
      <ChoiceField
        ctx={ctx}
        name="investmentType"
        legend="Wie soll Ihr Geld angelegt werden?"
        cards
        choices={choices.investmentTypes.map((value) => {
          const [label, description] = INVESTMENT_LABELS[value];
          return { value, label, description };
        })}
      />
      <SelectField
        ctx={ctx}
        name="beitragsGarantie"
        label="Beitragsgarantie"
        hint="Wie viel Prozent Ihrer Beiträge zum Rentenbeginn garantiert sind"
        options={choices.guaranteeLevels.map((level) => [String(level), `${level} %`] as const)}
      />
      <SelectField
        ctx={ctx}
        name="fundSustainabilityType"
        label="Nachhaltigkeit der Fonds"
        options={SUSTAINABILITY_OPTIONS}
        className="step-reveal step-reveal--funds"
      />
    </FieldGroup>
    <FieldGroup title="Absicherung">
      <SelectField
        ctx={ctx}
        name="deathBenefit"
        label="Leistung bei Tod vor Rentenbeginn"
        options={choices.deathBenefits.map(
          (value) => [value, DEATH_BENEFIT_LABELS[value]] as const,
        )}
      />
      <SelectField
        ctx={ctx}
        name="pensionGuaranteePeriod"
        label="Rentengarantiezeit"
        hint="So lange wird die Rente auch im Todesfall weitergezahlt"
        options={choices.guaranteePeriods.map(
          (years) => [String(years), years === 0 ? 'Keine' : `${years} Jahre`] as const,
        )}
      />
    </FieldGroup>
  </>
);
