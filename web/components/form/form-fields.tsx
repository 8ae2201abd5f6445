import type { ReactElement, ReactNode } from 'react';
import type { FieldErrors, FormValues } from '../../../domain/onboarding/form-values';

/** What every field of a step gets: the form's values and messages, and a unique id prefix. */
export interface FieldContext {
  readonly values: FormValues;
  readonly errors: FieldErrors;
  readonly idPrefix: string;
}

const idOf = (ctx: FieldContext, name: string): string => `${ctx.idPrefix}-${name}`;
const fieldValue = (ctx: FieldContext, name: string): string => ctx.values[name] ?? '';
const fieldError = (ctx: FieldContext, name: string): string | null => ctx.errors[name] ?? null;

/** The message at a field (SPEC: German validation messages at the field). */
const FieldMessage = ({
  id,
  message,
}: {
  id: string;
  message: string | null;
}): ReactElement | null =>
  message === null ? null : (
    <p className="step-field__message" id={id}>
      {message}
    </p>
  );

const describedBy = (ctx: FieldContext, name: string, hint?: string): string | undefined => {
  const ids = [
    ...(hint === undefined ? [] : [`${idOf(ctx, name)}-hint`]),
    ...(fieldError(ctx, name) === null ? [] : [`${idOf(ctx, name)}-message`]),
  ];
  return ids.length === 0 ? undefined : ids.join(' ');
};

/** What the text input and the select share: name, value, and the message and hint they point to. */
const controlProps = (ctx: FieldContext, name: string, hint?: string) => ({
  id: idOf(ctx, name),
  className: 'step-field__input',
  name,
  defaultValue: fieldValue(ctx, name),
  'aria-invalid': fieldError(ctx, name) === null ? undefined : true,
  'aria-describedby': describedBy(ctx, name, hint),
});

/** A labelled field: the label, an optional hint, the control, and the message at the field. */
const LabelledField = ({
  ctx,
  name,
  label,
  hint,
  className,
  children,
}: {
  readonly ctx: FieldContext;
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly className?: string;
  readonly children: ReactNode;
}): ReactElement => {
  const id = idOf(ctx, name);
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
      {children}
      <FieldMessage id={`${id}-message`} message={fieldError(ctx, name)} />
    </div>
  );
};

export const TextField = ({
  ctx,
  name,
  label,
  hint,
  inputMode,
  autoComplete,
  placeholder,
  className,
}: {
  readonly ctx: FieldContext;
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly className?: string;
}): ReactElement => (
  <LabelledField ctx={ctx} name={name} label={label} hint={hint} className={className}>
    <input
      {...controlProps(ctx, name, hint)}
      type="text"
      inputMode={inputMode}
      autoComplete={autoComplete ?? 'off'}
      placeholder={placeholder}
    />
  </LabelledField>
);

export const SelectField = ({
  ctx,
  name,
  label,
  options,
  hint,
  className,
}: {
  readonly ctx: FieldContext;
  readonly name: string;
  readonly label: string;
  readonly options: ReadonlyArray<readonly [string, string]>;
  readonly hint?: string;
  readonly className?: string;
}): ReactElement => (
  <LabelledField ctx={ctx} name={name} label={label} hint={hint} className={className}>
    <select {...controlProps(ctx, name, hint)}>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  </LabelledField>
);

/** A group of radio choices; each choice may have a description below its label. */
export const ChoiceField = ({
  ctx,
  name,
  legend,
  choices,
  cards = false,
  className,
  required = false,
}: {
  readonly ctx: FieldContext;
  readonly name: string;
  readonly legend: string;
  /** An answer is needed and none is preselected. */
  readonly required?: boolean;
  readonly choices: ReadonlyArray<{
    readonly value: string;
    readonly label: string;
    readonly description?: ReactNode;
  }>;
  readonly cards?: boolean;
  readonly className?: string;
}): ReactElement => {
  const id = idOf(ctx, name);
  const message = fieldError(ctx, name);
  const current = fieldValue(ctx, name);
  return (
    <fieldset
      className={`step-field step-choice ${cards ? 'step-choice--cards' : ''} ${className ?? ''}`}
      aria-describedby={message === null ? undefined : `${id}-message`}
      aria-invalid={message === null ? undefined : true}
    >
      <legend className="step-field__label">{legend}</legend>
      <div className="step-choice__options">
        {choices.map((choice) => (
          <label key={choice.value} className="step-choice__option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={current === choice.value}
              className="step-choice__radio"
              required={required}
            />
            <span className="step-choice__text">
              <span className="step-choice__label">{choice.label}</span>
              {choice.description === undefined ? null : (
                <span className="step-choice__description">{choice.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-message`} message={message} />
    </fieldset>
  );
};

export const YES_NO: ReadonlyArray<{ readonly value: string; readonly label: string }> = [
  { value: '1', label: 'Ja' },
  { value: '0', label: 'Nein' },
];

export const CheckboxField = ({
  ctx,
  name,
  label,
}: {
  readonly ctx: FieldContext;
  readonly name: string;
  readonly label: string;
}): ReactElement => (
  <div className="step-field step-check">
    <label className="step-check__label">
      <input
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={fieldValue(ctx, name) === '1'}
        className="step-check__box"
      />
      {label}
    </label>
  </div>
);

/** A titled group of fields. */
export const FieldGroup = ({
  title,
  className,
  children,
}: {
  readonly title: string;
  readonly className?: string;
  readonly children: ReactNode;
}): ReactElement => (
  <section className={`step-group ${className ?? ''}`}>
    <h2 className="step-group__title">{title}</h2>
    {children}
  </section>
);
