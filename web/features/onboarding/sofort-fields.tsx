import type { ReactElement } from 'react';
import { RETIREMENT_AGE_RANGE } from '../../../domain/comparison/projection-input';
import { isoToGerman } from '../../../domain/onboarding/form-values';
import { GUARANTEE_PERIODS } from '../../../domain/onboarding/investment-form';
import {
  ChoiceField,
  type FieldContext,
  FieldGroup,
  SelectField,
  TextField,
} from '../../components/form/form-fields';

const AGES: ReadonlyArray<readonly [string, string]> = Array.from(
  { length: RETIREMENT_AGE_RANGE.max - RETIREMENT_AGE_RANGE.min + 1 },
  (_, i) => {
    const age = String(RETIREMENT_AGE_RANGE.min + i);
    return [age, `${age} Jahre`] as const;
  },
);

/**
 * SPEC §2 /onboarding-sofort: when the pension starts (now: Sofortrente up to 80; later: private
 * Rentenversicherung gegen Einmalbeitrag up to 62, with the retirement age), birth date,
 * one-time payment, start, guarantee period.
 */
export const SofortFields = ({
  ctx,
  startOptions,
}: {
  readonly ctx: FieldContext;
  readonly startOptions: readonly string[];
}): ReactElement => (
  <FieldGroup title="Ihr Einmalbeitrag">
    <ChoiceField
      ctx={ctx}
      name="pensionTiming"
      legend="Wann soll Ihre Rente beginnen?"
      cards
      choices={[
        {
          value: 'spaeter',
          label: 'Später, zum Ruhestand',
          description:
            'Der Einmalbeitrag wird bis zum Rentenbeginn angelegt (Rentenversicherung gegen Einmalbeitrag, bis 62 Jahre).',
        },
        {
          value: 'sofort',
          label: 'Sofort',
          description: 'Die Rente beginnt mit dem Vertrag (Sofortrente, bis 80 Jahre).',
        },
      ]}
    />
    <TextField
      ctx={ctx}
      name="birthday"
      label="Geburtsdatum"
      hint="Format TT.MM.JJJJ"
      inputMode="numeric"
      autoComplete="bday"
      placeholder="TT.MM.JJJJ"
    />
    <TextField
      ctx={ctx}
      name="oneTimePayment"
      label="Einmalbeitrag in Euro"
      hint="z. B. 50.000"
      inputMode="decimal"
    />
    <SelectField
      ctx={ctx}
      name="insuranceStart"
      label="Versicherungsbeginn"
      hint="Bei der Sofortrente zugleich der Rentenbeginn"
      options={startOptions.map((iso) => [iso, isoToGerman(iso)] as const)}
    />
    <div className="step-reveal step-reveal--deferred">
      <SelectField ctx={ctx} name="retirementAge" label="Rentenbeginn mit" options={AGES} />
    </div>
    <SelectField
      ctx={ctx}
      name="pensionGuaranteePeriod"
      label="Rentengarantiezeit"
      hint="So lange wird die Rente auch im Todesfall weitergezahlt"
      options={GUARANTEE_PERIODS.map(
        (years) => [String(years), years === 0 ? 'Keine' : `${years} Jahre`] as const,
      )}
    />
  </FieldGroup>
);
