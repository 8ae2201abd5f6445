// SPEC §7: the browser goes to {login host}/auth/prepare for the central full-page login.
export interface FullPageLoginParams {
  /** Where the login sends the browser back to. */
  readonly callback: string;
  readonly apiProduct: string;
  readonly challenge: string;
  readonly configKey: string;
  /** The portal page the login page's „Zurück" link leads to (issue 32, finding 7). */
  readonly back?: string;
  /** Only this way in is shown (the visitor already chose it on the portal). */
  readonly view?: LoginView;
}

/**
 * The three ways in of the login page, by their German fragment names: a visitor who chose
 * „Ohne Konto weiter" on the portal sees only that form, not the three choices again.
 */
export const LOGIN_VIEWS = ['anmelden', 'registrieren', 'ohne-konto'] as const;
export type LoginView = (typeof LOGIN_VIEWS)[number];

export const isLoginView = (value: unknown): value is LoginView =>
  typeof value === 'string' && (LOGIN_VIEWS as readonly string[]).includes(value);

/**
 * `${loginBase}/auth/prepare?callback=…&api_product=…&challenge=…&config_key=…`, encoded; the
 * portal's own extras `back` and `ansicht` follow when given.
 */
export const fullPageLoginUrl = (loginBase: string, params: FullPageLoginParams): string => {
  const entries: ReadonlyArray<readonly [string, string]> = [
    ['callback', params.callback],
    ['api_product', params.apiProduct],
    ['challenge', params.challenge],
    ['config_key', params.configKey],
    ...(params.back === undefined ? [] : [['back', params.back] as const]),
    ...(params.view === undefined ? [] : [['ansicht', params.view] as const]),
  ];
  const query = entries.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${loginBase.replace(/\/+$/, '')}/auth/prepare?${query}`;
};
