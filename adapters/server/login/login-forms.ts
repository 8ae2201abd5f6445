import { MIN_PASSWORD_LENGTH, SALUTATIONS } from '../../../domain/login/check-login-fields';
import { POINTS_PROGRAMME_TEXT } from '../../../domain/points/points-programme-text';
import { html, type SafeHtml } from './html';
import {
  type FormName,
  type FormState,
  formAlert,
  inputField,
  isFirstError,
} from './login-form-field';
import type { LoginRequest } from './login-request';

export interface FormContext {
  readonly basePath: string;
  readonly request: LoginRequest;
  readonly state: FormState;
  readonly alert: string | null;
}

const hiddenFields = (request: LoginRequest): SafeHtml => html`
<input type="hidden" name="callback" value="${request.callback}">
<input type="hidden" name="challenge" value="${request.challenge}">
<input type="hidden" name="api_product" value="${request.apiProduct}">
<input type="hidden" name="config_key" value="${request.configKey}">
<input type="hidden" name="back" value="${request.back}">${
  request.view === null
    ? ''
    : html`
<input type="hidden" name="ansicht" value="${request.view}">`
}`;

const form = (name: FormName, ctx: FormContext, button: string, fields: SafeHtml): SafeHtml =>
  html`<form method="post" action="${ctx.basePath}/auth/${name}" novalidate>
${formAlert(ctx.alert)}${hiddenFields(ctx.request)}
${fields}
<button type="submit">${button}</button>
</form>`;

export const loginForm = (ctx: FormContext): SafeHtml =>
  form(
    'login',
    ctx,
    'Anmelden',
    html`${inputField({ form: 'login', name: 'email', label: 'E-Mail', type: 'email', autocomplete: 'username', required: true, maxLength: 254 }, ctx.state)}
${inputField({ form: 'login', name: 'password', label: 'Passwort', type: 'password', autocomplete: 'current-password', required: true, maxLength: 1024 }, ctx.state)}`,
  );

const salutationField = (state: FormState): SafeHtml => {
  const error = state.errors.get('salutation');
  const chosen = state.values.salutation ?? '';
  return html`<fieldset${error === undefined ? '' : html` aria-describedby="register-salutation-error"`}>
<legend>Anrede</legend>
${SALUTATIONS.map(
  (s, i) =>
    html`<span class="choice"><input type="radio" id="register-salutation-${i}" name="salutation" value="${s}"${
      s === chosen ? html` checked` : ''
    }${i === 0 ? html` required` : ''}${i === 0 && isFirstError(state, 'salutation') ? html` autofocus` : ''}><label for="register-salutation-${i}">${s}</label></span>`,
)}
${error === undefined ? '' : html`<p class="error" id="register-salutation-error">${error}</p>`}
</fieldset>`;
};

const pointsField = (state: FormState): SafeHtml =>
  html`<div class="field">
<span class="choice"><input type="checkbox" id="register-points" name="points" value="yes" aria-describedby="register-points-hint"${state.values.points === 'yes' ? html` checked` : ''}>
<label for="register-points">Ich möchte am Punkteprogramm teilnehmen.</label></span>
<details class="points" id="register-points-hint" data-testid="points-programme">
<summary>Was ist das Punkteprogramm?</summary>
${POINTS_PROGRAMME_TEXT.map((paragraph) => html`<p>${paragraph}</p>`)}
</details>
</div>`;

/** Art. 13 DSGVO: what the account data is used for, said where it is entered. */
const privacyNotice = (form: FormName, request: LoginRequest, purpose: string): SafeHtml =>
  html`<p class="privacy" data-testid="${form}-privacy">${purpose} (Art. 6 Abs. 1 lit. b DSGVO). Mehr dazu in unserer <a href="${new URL(request.callback).origin}/datenschutz">Datenschutzerklärung</a>.</p>`;

export const registerForm = (ctx: FormContext): SafeHtml =>
  form(
    'register',
    ctx,
    'Konto anlegen',
    html`${salutationField(ctx.state)}
${inputField({ form: 'register', name: 'firstName', label: 'Vorname', type: 'text', autocomplete: 'given-name', required: true, maxLength: 100 }, ctx.state)}
${inputField({ form: 'register', name: 'lastName', label: 'Nachname', type: 'text', autocomplete: 'family-name', required: true, maxLength: 100 }, ctx.state)}
${inputField({ form: 'register', name: 'email', label: 'E-Mail', type: 'email', autocomplete: 'email', required: true, maxLength: 254 }, ctx.state)}
${inputField({ form: 'register', name: 'phone', label: 'Telefon (optional)', type: 'tel', autocomplete: 'tel', required: false, maxLength: 40 }, ctx.state)}
${inputField({ form: 'register', name: 'password', label: 'Passwort', type: 'password', autocomplete: 'new-password', required: true, minLength: MIN_PASSWORD_LENGTH, maxLength: 1024, hint: `Mindestens ${MIN_PASSWORD_LENGTH} Zeichen.` }, ctx.state)}
${pointsField(ctx.state)}
${privacyNotice('register', ctx.request, 'Ihre Angaben speichern wir, um Ihr Konto zu führen und Ihre Vergleiche, Anträge und Dokumente darin für Sie bereitzuhalten')}`,
  );

export const anonymousForm = (ctx: FormContext): SafeHtml =>
  form(
    'anonymous',
    ctx,
    'Weiter ohne Konto',
    html`${inputField({ form: 'anonymous', name: 'email', label: 'E-Mail', type: 'email', autocomplete: 'email', required: true, maxLength: 254 }, ctx.state)}
${inputField({ form: 'anonymous', name: 'phone', label: 'Telefon', type: 'tel', autocomplete: 'tel', required: true, maxLength: 40 }, ctx.state)}
${privacyNotice('anonymous', ctx.request, 'Ihre E-Mail-Adresse und Telefonnummer verwenden wir nur für Ihren Antrag und um Sie bei Rückfragen dazu zu erreichen')}`,
  );
