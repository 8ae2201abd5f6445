import type { ReactElement } from 'react';
import type { ContributionLimits } from '../../../domain/comparison/contribution-limits';
import { formatEuroFigure } from '../../../domain/format/figure';
import { isoToGerman } from '../../../domain/onboarding/form-values';
import {
  CheckboxField,
  ChoiceField,
  type FieldContext,
  FieldGroup,
  SelectField,
  TextField,
} from '../../components/form/form-fields';

/** What the contribution step shows besides the form's values (plain JSON from the loader). */
export interface ContributionExtra {
  readonly startOptions: readonly string[];
  /** The year-end period's end (ISO instant) when today lies in it (SPEC §4, §9), else null. */
  readonly yearEndPeriodEnds: string | null;
  readonly defaultStart: string;
  /** What the catalogue's tariffs of the product take together; null when unknown. */
  readonly limits: ContributionLimits | null;
  /** Riester: the Mindesteigenbeitrag per year (§ 86 EStG), else null. */
  readonly riesterMinimum: number | null;
}

const AGES: ReadonlyArray<readonly [string, string]> = Array.from({ length: 9 }, (_, i) => {
  const age = String(62 + i);
  return [age, `${age} Jahre`] as const;
});

/** SPEC §2 /onboarding-contribution. */
export const ContributionFields = ({
  ctx,
  extra,
}: {
  readonly ctx: FieldContext;
  readonly extra: ContributionExtra;
}): ReactElement => (
  <>
    <FieldGroup title="Ihr Beitrag">
      <ChoiceField
        ctx={ctx}
        name="paymentPeriod"
        legend="Wie möchten Sie einzahlen?"
        choices={[
          { value: 'monthly', label: 'Monatlich' },
          { value: 'yearly', label: 'Jährlich' },
          { value: 'oneTime', label: 'Einmalig' },
        ]}
      />
      <TextField
        ctx={ctx}
        name="contribution"
        label="Beitrag in Euro (pro Monat bzw. pro Jahr)"
        {...(extra.limits?.monthly == null
          ? {}
          : {
              hint: `${formatEuroFigure(extra.limits.monthly.min)} bis ${formatEuroFigure(extra.limits.monthly.max)} im Monat (${formatEuroFigure(extra.limits.monthly.min * 12)} bis ${formatEuroFigure(extra.limits.monthly.max * 12)} im Jahr)`,
            })}
        inputMode="decimal"
        className="step-reveal step-reveal--regular"
      />
      {extra.riesterMinimum === null ? null : (
        <p className="step-note" data-testid="riester-suggestion">
          Für die vollen Riester-Zulagen zahlen Sie mindestens{' '}
          <strong>{formatEuroFigure(extra.riesterMinimum)}</strong> im Jahr selbst ein, das sind{' '}
          <strong>{formatEuroFigure(Math.ceil((extra.riesterMinimum * 100) / 12) / 100)}</strong> im
          Monat (Mindesteigenbeitrag).
        </p>
      )}
      <CheckboxField
        ctx={ctx}
        name="additionalOneTimePayment"
        label="Zusätzlich einen Einmalbeitrag einzahlen"
      />
      <TextField
        ctx={ctx}
        name="oneTimePayment"
        label="Einmalbeitrag in Euro"
        {...(extra.limits?.oneTime == null
          ? {}
          : {
              hint: `${formatEuroFigure(extra.limits.oneTime.min)} bis ${formatEuroFigure(extra.limits.oneTime.max)}`,
            })}
        inputMode="decimal"
        className="step-reveal step-reveal--one-time"
      />
    </FieldGroup>
    <FieldGroup title="Laufzeit">
      <SelectField ctx={ctx} name="retirementAge" label="Rentenbeginn mit" options={AGES} />
      <SelectField
        ctx={ctx}
        name="insuranceStart"
        label="Versicherungsbeginn"
        options={extra.startOptions.map((iso) => [iso, isoToGerman(iso)] as const)}
      />
      {extra.yearEndPeriodEnds === null ? null : (
        <p className="step-note" data-testid="year-end-note">
          Jahresendaktion: Mit Versicherungsbeginn am {isoToGerman(extra.defaultStart)} zählt Ihr
          Vertrag noch für dieses Jahr.
        </p>
      )}
    </FieldGroup>
  </>
);
