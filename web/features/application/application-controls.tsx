import type { ReactElement, ReactNode } from 'react';
import type { FieldContext } from '../../components/form/form-fields';

// Controls the onboarding's form-fields.tsx does not have: selects whose options carry data
// attributes (the :has reveals of application.css read them) and the advisor-contact checkbox.

const idOf = (ctx: FieldContext, name: string): string => `${ctx.idPrefix}-${name}`;

/** One option of a select; `data` becomes data-* attributes for the CSS reveals. */
export interface MarkedOption {
  readonly value: string;
  readonly label: string;
  readonly marks?: readonly string[];
}

/** A labelled select with the message at the field; options may carry data marks. */
export const MarkedSelect = ({
  ctx,
  name,
  label,
  options,
  autoComplete,
  hint,
  className,
}: {
  readonly ctx: FieldContext;
  readonly name: string;
  readonly label: string;
  readonly options: readonly MarkedOption[];
  readonly autoComplete?: string;
  readonly hint?: string;
  readonly className?: string;
}): ReactElement => {
  const id = idOf(ctx, name);
  const message = ctx.errors[name] ?? null;
  const described = [
    ...(hint === undefined ? [] : [`${id}-hint`]),
    ...(message === null ? [] : [`${id}-message`]),
  ].join(' ');
  return (
    <div className={`step-field ${className ?? ''}`}>
      <label className="step-field__label" htmlFor={id}>
        {label}
      </label>
      {hint === undefined ? null : (
        <p className="step-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <select
        id={id}
        name={name}
        className="step-field__input"
        defaultValue={ctx.values[name] ?? ''}
        autoComplete={autoComplete}
        aria-invalid={message === null ? undefined : true}
        aria-describedby={described === '' ? undefined : described}
      >
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            {...Object.fromEntries((option.marks ?? []).map((mark) => [`data-${mark}`, '']))}
          >
            {option.label}
          </option>
        ))}
      </select>
      {message === null ? null : (
        <p className="step-field__message" id={`${id}-message`}>
          {message}
        </p>
      )}
    </div>
  );
};

/**
 * A yes/no checkbox that always posts an answer: the hidden "false" comes first, a ticked box's
 * "true" after it wins (the form reads a field's last value), so unticking is an answer too.
 */
export const AgreementCheckbox = ({
  ctx,
  name,
  children,
}: {
  readonly ctx: FieldContext;
  readonly name: string;
  readonly children: ReactNode;
}): ReactElement => (
  // Not .step-check: the onboarding hides that one outside a monthly contribution.
  <div className="step-field app-check">
    <input type="hidden" name={name} value="false" />
    <label className="step-check__label">
      <input
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={ctx.values[name] !== 'false'}
        className="step-check__box"
      />
      {children}
    </label>
  </div>
);
