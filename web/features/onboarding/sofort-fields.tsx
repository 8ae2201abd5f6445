import type { ReactElement } from 'react';
import { isoToGerman } from '../../../domain/onboarding/form-values';
import { GUARANTEE_PERIODS } from '../../../domain/onboarding/investment-form';
import { type FieldContext, FieldGroup, SelectField, TextField } from './form-fields';

/** SPEC §2 /onboarding-sofort: birth date (up to 80), one-time payment, pension start, guarantee. */
export const SofortFields = ({
  ctx,
  startOptions,
}: {
  readonly ctx: FieldContext;
  readonly startOptions: readonly string[];
}): ReactElement => (
  <FieldGroup title="Ihre Sofortrente">
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
      label="Rentenbeginn"
      options={startOptions.map((iso) => [iso, isoToGerman(iso)] as const)}
    />
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
