import { expect } from 'vitest';
import type { Browser } from './auth-test-server';

export type FormName = 'login' | 'register' | 'anonymous';

/** The login service's prepare address and the hidden fields its forms carry on. */
export interface PreparedLogin {
  readonly prepareUrl: URL;
  readonly hidden: Readonly<Record<string, string>>;
  readonly page: string;
}

export const ERIKA = {
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika.mustermann@example.de',
  phone: '0171 2345678',
  password: 'sicheres-Passwort-1',
  points: 'yes',
} as const;

/** GET /api/auth/login → 302 to the login service → its page. */
export const startLogin = async (
  browser: Browser,
  returnTo = '/vergleich',
): Promise<PreparedLogin> => {
  const started = await browser.get(`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(started.status).toBe(302);
  const prepareUrl = new URL(started.headers.get('location') ?? '');
  const page = await browser.get(prepareUrl.href);
  expect(page.status).toBe(200);
  const hidden = Object.fromEntries(
    ['callback', 'challenge', 'api_product', 'config_key'].map((name) => [
      name,
      prepareUrl.searchParams.get(name) ?? '',
    ]),
  );
  return { prepareUrl, hidden, page: await page.text() };
};

export const submitForm = (
  browser: Browser,
  form: FormName,
  prepared: PreparedLogin,
  fields: Readonly<Record<string, string>>,
): Promise<Response> => browser.postForm(`/login/auth/${form}`, { ...prepared.hidden, ...fields });

/** The login service's 302 to the callback, followed once: the portal's answer (302 to returnTo). */
export const followCallback = async (
  browser: Browser,
  fromLoginService: Response,
): Promise<Response> => {
  expect(fromLoginService.status).toBe(302);
  return browser.get(fromLoginService.headers.get('location') ?? '');
};

/** Register Erika (or another person) and come back logged in; answers the final 302. */
export const registerAndReturn = async (
  browser: Browser,
  person: Readonly<Record<string, string>> = ERIKA,
  returnTo = '/vergleich',
): Promise<Response> => {
  const prepared = await startLogin(browser, returnTo);
  return followCallback(browser, await submitForm(browser, 'register', prepared, person));
};

export const userDataOf = async (browser: Browser): Promise<unknown> => {
  const response = await browser.get('/api/auth/user/data');
  expect(response.status).toBe(200);
  return response.json();
};
