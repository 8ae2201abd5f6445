import { type FormEvent, type ReactElement, useRef, useState } from 'react';
import {
  CONSENT_FIELDS,
  CONSENT_TEXTS,
  type ConsentErrors,
  type ConsentField,
  SUBMIT_BUTTON_LABEL,
  TICKED,
} from '../../../domain/application/contract-consents';
import { IDEMPOTENCY_FIELD } from '../../../domain/application/idempotency-key';
import { type ButtonState, pressButton } from '../../components/button-state';

/**
 * The ticks and "Jetzt zahlungspflichtig abschließen": a plain form POST (works without
 * JavaScript); with JavaScript the first submit turns the button busy and every further one is
 * ignored (SPEC §4 "Button"). The server counts a key once anyway.
 */
export const ContractForm = ({
  action,
  idempotencyKey,
  ticked,
  errors,
}: {
  readonly action: string;
  readonly idempotencyKey: string;
  readonly ticked: Readonly<Record<ConsentField, boolean>>;
  readonly errors: ConsentErrors;
}): ReactElement => {
  const [state, setState] = useState<ButtonState>('idle');
  const stateRef = useRef<ButtonState>('idle');
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const press = pressButton(stateRef.current);
    if (!press.runs) {
      event.preventDefault();
      return;
    }
    stateRef.current = press.state;
    setState(press.state);
  };
  const busy = state === 'navigating';
  return (
    <form method="post" action={action} className="journey" noValidate onSubmit={onSubmit}>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      {CONSENT_FIELDS.map((field) => {
        const text = CONSENT_TEXTS[field];
        const error = errors[field];
        const id = `consent-${field}`;
        return (
          <fieldset
            key={field}
            className={error === undefined ? 'consent' : 'consent is-invalid'}
            data-consent={field}
          >
            <legend className="visually-hidden">{text.label}</legend>
            <p
              className={
                field === 'adviceWaiver'
                  ? 'consent__notice consent__notice--warning'
                  : 'consent__notice'
              }
              id={`${id}-notice`}
            >
              {text.notice}
            </p>
            <div className="consent__tick">
              <input
                type="checkbox"
                id={id}
                name={field}
                value={TICKED}
                defaultChecked={ticked[field]}
                aria-invalid={error === undefined ? undefined : true}
                aria-describedby={error === undefined ? `${id}-notice` : `${id}-notice ${id}-error`}
              />
              <label htmlFor={id}>{text.label}</label>
            </div>
            {error === undefined ? null : (
              <p className="consent__error" id={`${id}-error`} role="alert">
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
      <div className="journey__submit">
        <button
          type="submit"
          className={`rk-button rk-button--accent${busy ? ' rk-button--busy' : ''}`}
          aria-busy={busy}
          aria-disabled={busy}
          data-state={state}
          data-testid="submit-contract"
        >
          {busy ? <span className="rk-button__spinner" aria-hidden="true" /> : null}
          <span className="rk-button__label">{SUBMIT_BUTTON_LABEL}</span>
        </button>
        <p className="journey__file">
          Mit dem Klick schließen Sie den Vertrag verbindlich und kostenpflichtig ab.
        </p>
      </div>
    </form>
  );
};
