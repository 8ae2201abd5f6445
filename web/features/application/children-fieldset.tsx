import { type FormEvent, type ReactElement, useState } from 'react';
import {
  ADD_CHILD_INTENT,
  MAX_RIESTER_CHILDREN,
  removeChildIntent,
  riesterChildField,
  riesterChildIndexes,
} from '../../../domain/application/riester-child-fields';
import {
  KINDERGELD_RECIPIENT_LABELS,
  KINDERGELD_RECIPIENTS,
  kinderzulageOfValues,
} from '../../../domain/application/riester-children';
import { formatPrice } from '../../../domain/format/price';
import { RIESTER } from '../../../domain/tax/riester-figures';
import { ChoiceField, type FieldContext, TextField } from '../../components/form/form-fields';

/** The form's current values (what a post would send), for the running Kinderzulage. */
const currentValues = (form: HTMLFormElement | null): Record<string, string> => {
  const values: Record<string, string> = {};
  if (form === null) return values;
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
};

const Child = ({
  ctx,
  index,
  position,
}: {
  readonly ctx: FieldContext;
  readonly index: number;
  readonly position: number;
}): ReactElement => (
  <fieldset className="app-child" data-testid="riester-child">
    <legend className="app-child__legend">{`${position}. Kind`}</legend>
    <div className="app-row">
      <TextField
        ctx={ctx}
        name={riesterChildField(index, 'firstName')}
        label={`Vorname des ${position}. Kindes`}
      />
      <TextField
        ctx={ctx}
        name={riesterChildField(index, 'lastName')}
        label={`Nachname des ${position}. Kindes`}
      />
    </div>
    <TextField
      ctx={ctx}
      name={riesterChildField(index, 'birthDate')}
      label={`Geburtsdatum des ${position}. Kindes`}
      hint="TT.MM.JJJJ, z. B. 03.05.2012"
      inputMode="numeric"
      className="app-field--short"
    />
    <ChoiceField
      ctx={ctx}
      name={riesterChildField(index, 'kindergeldRecipient')}
      className="app-choice--stacked"
      legend="Wer erhält das Kindergeld?"
      choices={KINDERGELD_RECIPIENTS.map((recipient) => ({
        value: recipient,
        label: KINDERGELD_RECIPIENT_LABELS[recipient],
      }))}
    />
    <button
      type="submit"
      name="intent"
      value={removeChildIntent(index)}
      className="rk-button rk-button--secondary rk-button--small"
    >
      Kind entfernen<span className="visually-hidden">{`: ${position}. Kind`}</span>
    </button>
  </fieldset>
);

/**
 * „Kinder“ of the Zulagenantrag (issue 29, finding 6): a row per child, „Kind hinzufügen“ and
 * „Kind entfernen“ as buttons that post the form (the action adds or removes the row, so the page
 * works before hydration and never loses a child), and the yearly Kinderzulage claimed.
 */
export const ChildrenFieldset = ({ ctx }: { readonly ctx: FieldContext }): ReactElement => {
  const indexes = riesterChildIndexes(ctx.values);
  const [total, setTotal] = useState(() => kinderzulageOfValues(ctx.values));
  const recount = (event: FormEvent<HTMLFieldSetElement>): void =>
    setTotal(kinderzulageOfValues(currentValues(event.currentTarget.form)));
  return (
    <fieldset className="app-children" onChange={recount} onInput={recount}>
      <legend className="step-field__label">Kinder</legend>
      <p className="step-field__hint">
        {`Für jedes Kind, für das Sie Kindergeld erhalten, gibt es eine Kinderzulage: ${formatPrice(RIESTER.childAllowanceFrom2008)} im Jahr für Kinder, die ab ${RIESTER.childAllowanceHigherFromYear} geboren sind, ${formatPrice(RIESTER.childAllowanceBefore2008)} für ältere (§ 85 EStG). Leben Sie verheiratet mit dem anderen Elternteil zusammen, erhält die Mutter die Kinderzulage – auf gemeinsamen Antrag der Vater (§ 85 Abs. 2 EStG).`}
      </p>
      {indexes.map((index, i) => (
        <Child key={index} ctx={ctx} index={index} position={i + 1} />
      ))}
      {indexes.length < MAX_RIESTER_CHILDREN ? (
        <button
          type="submit"
          name="intent"
          value={ADD_CHILD_INTENT}
          className="rk-button rk-button--secondary"
        >
          Kind hinzufügen
        </button>
      ) : (
        <p className="step-note">{`Sie können bis zu ${MAX_RIESTER_CHILDREN} Kinder angeben.`}</p>
      )}
      <p className="app-children__total" data-testid="kinderzulage" aria-live="polite">
        {`Kinderzulage: ${formatPrice(total)} im Jahr`}
      </p>
    </fieldset>
  );
};
