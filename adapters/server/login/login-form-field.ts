import type { LoginField } from '../../../domain/login/check-login-fields';
import { html, type SafeHtml } from './html';

export type FormName = 'login' | 'register' | 'anonymous';

/** What a re-rendered form shows: the entered values (never passwords) and the messages. */
export interface FormState {
  readonly values: Readonly<Record<string, string>>;
  readonly errors: ReadonlyMap<LoginField, string>;
}

export const EMPTY_FORM: FormState = { values: {}, errors: new Map() };

/** The field with the first message gets the focus, so the visitor starts the correction there. */
export const isFirstError = (state: FormState, field: LoginField): boolean =>
  state.errors.keys().next().value === field;

export interface InputSpec {
  readonly form: FormName;
  readonly name: LoginField;
  readonly label: string;
  readonly type: 'email' | 'password' | 'text' | 'tel';
  readonly autocomplete: string;
  readonly required: boolean;
  readonly hint?: string;
  readonly minLength?: number;
  readonly maxLength: number;
}

/** A labelled input with its hint and message tied to it through aria-describedby. */
export const inputField = (spec: InputSpec, state: FormState): SafeHtml => {
  const id = `${spec.form}-${spec.name}`;
  const error = state.errors.get(spec.name);
  const described = [
    spec.hint === undefined ? null : `${id}-hint`,
    error === undefined ? null : `${id}-error`,
  ].filter((v) => v !== null);
  const value = spec.type === 'password' ? '' : (state.values[spec.name] ?? '');
  return html`<div class="field">
<label for="${id}">${spec.label}</label>
<input id="${id}" name="${spec.name}" type="${spec.type}" autocomplete="${spec.autocomplete}" maxlength="${spec.maxLength}"${
    spec.minLength === undefined ? '' : html` minlength="${spec.minLength}"`
  }${spec.required ? html` required` : ''}${
    described.length > 0 ? html` aria-describedby="${described.join(' ')}"` : ''
  }${error === undefined ? '' : html` aria-invalid="true"`}${
    isFirstError(state, spec.name) ? html` autofocus` : ''
  } value="${value}">
${spec.hint === undefined ? '' : html`<p class="hint" id="${id}-hint">${spec.hint}</p>`}
${error === undefined ? '' : html`<p class="error" id="${id}-error">${error}</p>`}
</div>`;
};

/** A message for the whole form (e.g. wrong credentials), announced by screen readers. */
export const formAlert = (message: string | null): SafeHtml =>
  message === null ? html`` : html`<p class="alert" role="alert">${message}</p>`;
