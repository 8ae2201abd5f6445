import type { LoginView } from '../../../domain/session/full-page-login';
import { html, type SafeHtml } from './html';
import { EMPTY_FORM, type FormName, type FormState } from './login-form-field';
import { anonymousForm, loginForm, registerForm } from './login-forms';
import { loginPageLayout } from './login-page-layout';
import type { LoginRequest } from './login-request';

export interface LoginPageModel {
  readonly brandName: string;
  readonly basePath: string;
  readonly request: LoginRequest;
  /** The form that was sent and failed, shown with its values and messages; null on first view. */
  readonly failed: {
    readonly form: FormName;
    readonly state: FormState;
    readonly alert: string | null;
  } | null;
}

const SECTIONS: ReadonlyArray<{
  readonly form: FormName;
  readonly id: LoginView;
  readonly title: string;
}> = [
  { form: 'login', id: 'anmelden', title: 'Anmelden' },
  { form: 'register', id: 'registrieren', title: 'Registrieren' },
  { form: 'anonymous', id: 'ohne-konto', title: 'Weiter ohne Konto' },
];

const RENDERERS = { login: loginForm, register: registerForm, anonymous: anonymousForm } as const;

const INTROS: Readonly<Record<FormName, string>> = {
  login: 'Sie haben bereits ein Konto? Melden Sie sich mit E-Mail und Passwort an.',
  register: 'Legen Sie ein Konto an, um Ihre Vergleiche und Angebote jederzeit wiederzufinden.',
  anonymous:
    'Sie möchten kein Konto anlegen? Dann genügen uns Ihre E-Mail-Adresse und Telefonnummer.',
};

/**
 * GET /login/auth/prepare and every form that failed: three ways in, one page, no script. A
 * visitor who already chose one way on the portal (`ansicht`) sees only that one.
 */
export const renderLoginPage = (model: LoginPageModel): SafeHtml => {
  const { view } = model.request;
  const shown = view === null ? SECTIONS : SECTIONS.filter((s) => s.id === view);
  const sections = shown.map(({ form, id, title }) => {
    const failed = model.failed?.form === form ? model.failed : null;
    const body = RENDERERS[form]({
      basePath: model.basePath,
      request: model.request,
      state: failed?.state ?? EMPTY_FORM,
      alert: failed?.alert ?? null,
    });
    return html`<section id="${id}" aria-labelledby="${id}-titel">
<h2 id="${id}-titel">${title}</h2>
<p>${INTROS[form]}</p>
${body}
</section>`;
  });
  return loginPageLayout({
    title: shown.length === 1 ? (shown[0]?.title ?? 'Anmelden') : 'Anmelden',
    brandName: model.brandName,
    basePath: model.basePath,
    portal: { origin: new URL(model.request.callback).origin, back: model.request.back },
    content: html`<h1>Willkommen bei ${model.brandName}</h1>
${
  shown.length === 1
    ? ''
    : html`<nav aria-label="Anmeldeart wählen"><ul>
${SECTIONS.map(({ id, title }) => html`<li><a href="#${id}">${title}</a></li>`)}
</ul></nav>`
}
${sections}`,
  });
};
