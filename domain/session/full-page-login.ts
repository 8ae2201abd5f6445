// SPEC §7: the browser goes to {login host}/auth/prepare for the central full-page login.
export interface FullPageLoginParams {
  /** Where the login sends the browser back to. */
  readonly callback: string;
  readonly apiProduct: string;
  readonly challenge: string;
  readonly configKey: string;
}

/** `${loginBase}/auth/prepare?callback=…&api_product=…&challenge=…&config_key=…`, encoded. */
export const fullPageLoginUrl = (loginBase: string, params: FullPageLoginParams): string => {
  const entries: ReadonlyArray<readonly [string, string]> = [
    ['callback', params.callback],
    ['api_product', params.apiProduct],
    ['challenge', params.challenge],
    ['config_key', params.configKey],
  ];
  const query = entries.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${loginBase.replace(/\/+$/, '')}/auth/prepare?${query}`;
};
