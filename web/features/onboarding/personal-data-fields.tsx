import type { ReactElement } from 'react';
import type { CalendarDay } from '../../../domain/calendar/calendar-day';
import { JOB_SITUATION_LABELS } from '../../../domain/entry/job-situation-labels';
import {
  SOFORT_ALTERNATIVE_LINK,
  SOFORT_ALTERNATIVE_TEXT,
  sofortAlternativeUrl,
} from '../../../domain/entry/sofort-alternative';
import { childBirthdayField, MAX_CHILDREN } from '../../../domain/onboarding/personal-data-form';
import type { PersonalDataQuestions } from '../../../domain/onboarding/personal-data-questions';
import { JOB_SITUATIONS } from '../../../domain/products/job-situation';
import type { ProductType } from '../../../domain/products/product-type';
import {
  ChoiceField,
  type FieldContext,
  FieldGroup,
  SelectField,
  TextField,
  YES_NO,
} from '../../components/form/form-fields';

const JOB_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ['', 'Bitte wählen'],
  ...JOB_SITUATIONS.map((job): readonly [string, string] => [job, JOB_SITUATION_LABELS[job]]),
];

const CHILD_COUNTS: ReadonlyArray<readonly [string, string]> = Array.from(
  { length: MAX_CHILDREN + 1 },
  (_, n): readonly [string, string] => [String(n), n === 0 ? 'Keine' : String(n)],
);

const childNumbers = Array.from({ length: MAX_CHILDREN }, (_, i) => i + 1);

/** What the step knows besides the form: today (Berlin), the searched product and its questions. */
export interface PersonalDataExtra {
  readonly today: CalendarDay;
  readonly productType: ProductType;
  readonly questions: PersonalDataQuestions;
}

/**
 * SPEC §2 /onboarding-personal-data. The spouse's fields and the children's birth dates show
 * through CSS (:has) as soon as "verheiratet" or a number of children is chosen, so they work
 * the same before and after hydration; hidden fields are ignored when the form is read. Salary
 * and church tax are rendered only when the searched product needs them (the product is known
 * before the page is rendered, so this needs no script either).
 */
export const PersonalDataFields = ({
  ctx,
  extra,
}: {
  readonly ctx: FieldContext;
  readonly extra: PersonalDataExtra;
}): ReactElement => {
  const asks = extra.questions;
  // Before the product is chosen the tax questions may stay empty (issue 32, finding 11).
  const optional = asks.optional ? ' (freiwillig)' : '';
  const sofortUrl =
    ctx.errors.birthday === undefined
      ? null
      : sofortAlternativeUrl(ctx.values.birthday ?? '', extra.productType, extra.today);
  return (
    <>
      <FieldGroup title="Über Sie">
        <TextField
          ctx={ctx}
          name="birthday"
          label="Geburtsdatum"
          hint="Format TT.MM.JJJJ"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="TT.MM.JJJJ"
        />
        {sofortUrl === null ? null : (
          <p className="step-field__alternative">
            {SOFORT_ALTERNATIVE_TEXT} <a href={sofortUrl}>{SOFORT_ALTERNATIVE_LINK}</a>
          </p>
        )}
        <SelectField
          ctx={ctx}
          name="jobSituation"
          label="Berufliche Situation"
          options={JOB_OPTIONS}
        />
        <ChoiceField
          ctx={ctx}
          name="hasPublicInsurance"
          legend="Sind Sie in der gesetzlichen Rentenversicherung pflichtversichert?"
          choices={YES_NO}
        />
        {asks.churchTax ? (
          <ChoiceField
            ctx={ctx}
            name="paysChurchTax"
            legend={`Zahlen Sie Kirchensteuer?${optional}`}
            choices={YES_NO}
          />
        ) : null}
        {asks.salary ? (
          <TextField
            ctx={ctx}
            name="estimatedGrossYearlySalary"
            label={`Bruttojahresgehalt in Euro${optional}`}
            hint={
              asks.optional
                ? 'Nur für Riester- und Rürup-Rente nötig, für eine private Rentenversicherung nicht. Ihr Einkommen im letzten Jahr vor Steuern, z. B. 45.000'
                : 'Ihr Einkommen im letzten Jahr vor Steuern, z. B. 45.000'
            }
            inputMode="decimal"
          />
        ) : null}
      </FieldGroup>
      <FieldGroup title="Familie">
        <ChoiceField ctx={ctx} name="isMarried" legend="Sind Sie verheiratet?" choices={YES_NO} />
        <div className="step-reveal step-reveal--spouse">
          <SelectField
            ctx={ctx}
            name="spouseJobSituation"
            label="Berufliche Situation Ihres Ehepartners"
            options={JOB_OPTIONS}
          />
          <ChoiceField
            ctx={ctx}
            name="spouseHasPublicInsurance"
            legend="Ist Ihr Ehepartner gesetzlich rentenversichert?"
            choices={YES_NO}
          />
          {asks.churchTax ? (
            <ChoiceField
              ctx={ctx}
              name="spousePaysChurchTax"
              legend={`Zahlt Ihr Ehepartner Kirchensteuer?${optional}`}
              choices={YES_NO}
            />
          ) : null}
          {asks.salary ? (
            <TextField
              ctx={ctx}
              name="spouseEstimatedGrossYearlySalary"
              label={`Bruttojahresgehalt Ihres Ehepartners in Euro${optional}`}
              inputMode="decimal"
            />
          ) : null}
          <ChoiceField
            ctx={ctx}
            name="spouseHasRiesterContract"
            legend="Hat Ihr Ehepartner einen Riester-Vertrag?"
            choices={YES_NO}
          />
        </div>
        <SelectField
          ctx={ctx}
          name="numberOfChildrenWithAllowance"
          label="Kinder, für die Sie Kindergeld erhalten"
          options={CHILD_COUNTS}
          className="step-children-count"
        />
        {childNumbers.map((n) => (
          <TextField
            key={n}
            ctx={ctx}
            name={childBirthdayField(n)}
            label={`Geburtsdatum Kind ${n}`}
            hint="Format TT.MM.JJJJ"
            inputMode="numeric"
            placeholder="TT.MM.JJJJ"
            className={`step-reveal step-reveal--child-${n}`}
          />
        ))}
      </FieldGroup>
    </>
  );
};
