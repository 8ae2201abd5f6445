import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AuthTestServer, Browser, startAuthTestServer } from './auth-test-server';
import {
  ERIKA,
  followCallback,
  registerAndReturn,
  startLogin,
  submitForm,
  userDataOf,
} from './login-steps';

let server: AuthTestServer;
let browser: Browser;

beforeEach(async () => {
  server = await startAuthTestServer();
  browser = new Browser(server.origin);
});
afterEach(() => server.close());

const ERIKA_LOGGED_IN = {
  isLoggedIn: true,
  ssoUserData: {
    firstName: 'Erika',
    lastName: 'Mustermann',
    points: 'yes',
    salutation: 'Frau',
    loginPhoneNumber: '0171 2345678',
    loginEmail: 'erika.mustermann@example.de',
    loginType: 'account',
  },
  expiredSessionData: null,
};

describe('the login round trip over HTTP (register, log in, callback, user data, expiry, logout)', () => {
  it('starts as a guest and sends the browser to the login service with a PKCE challenge', async () => {
    expect(await userDataOf(browser)).toEqual({
      isLoggedIn: false,
      ssoUserData: null,
      expiredSessionData: null,
    });
    const prepared = await startLogin(browser, '/vergleich?produkt=riester');
    expect(prepared.prepareUrl.origin + prepared.prepareUrl.pathname).toBe(
      `${server.origin}/login/auth/prepare`,
    );
    expect(prepared.hidden).toMatchObject({
      api_product: 'rentenversicherung',
      config_key: 'rk-portal',
    });
    expect(prepared.hidden.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(prepared.hidden.callback).toBe(
      `${server.origin}/api/auth/callback?returnTo=${encodeURIComponent('/vergleich?produkt=riester')}`,
    );
    expect(browser.jar.get('rk_pkce')).toBeDefined();
  });

  it('registers, comes back with a one-time code, and the session cookie carries the login', async () => {
    const prepared = await startLogin(browser, '/vergleich?produkt=riester');
    const fromService = await submitForm(browser, 'register', prepared, ERIKA);
    expect(fromService.status).toBe(302);
    const callback = new URL(fromService.headers.get('location') ?? '');
    expect(callback.origin + callback.pathname).toBe(`${server.origin}/api/auth/callback`);
    expect(callback.searchParams.get('returnTo')).toBe('/vergleich?produkt=riester');
    expect(callback.searchParams.get('rksession')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(callback.searchParams.get('ls')).toBe('register');
    expect(callback.searchParams.get('points')).toBe('yes');

    const back = await followCallback(browser, fromService);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/vergleich?produkt=riester');
    const setCookies = back.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/rk_session=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(setCookies).not.toMatch(/rk_session=[^\n]*Secure/);
    expect(browser.jar.get('rk_pkce')).toBeUndefined();
    expect(await userDataOf(browser)).toEqual(ERIKA_LOGGED_IN);
  });

  it('logs in with the password of the account (e-mail case-insensitive): ls=login', async () => {
    await registerAndReturn(browser);
    await browser.postJson('/api/auth/logout');
    const prepared = await startLogin(browser);
    const fromService = await submitForm(browser, 'login', prepared, {
      email: ' Erika.Mustermann@Example.de ',
      password: ERIKA.password,
    });
    const callback = new URL(fromService.headers.get('location') ?? '');
    expect([callback.searchParams.get('ls'), callback.searchParams.get('points')]).toEqual([
      'login',
      'yes',
    ]);
    const back = await followCallback(browser, fromService);
    expect(back.headers.get('location')).toBe('/vergleich');
    expect(await userDataOf(browser)).toEqual(ERIKA_LOGGED_IN);
  });

  it('keeps a session alive while used and expires it after 30 idle minutes, names kept for the greeting', async () => {
    await registerAndReturn(browser);
    server.clock.advance({ minutes: 29 });
    expect(await userDataOf(browser)).toEqual(ERIKA_LOGGED_IN);
    server.clock.advance({ minutes: 29 });
    expect(await userDataOf(browser)).toEqual(ERIKA_LOGGED_IN);
    expect(await (await browser.get('/api/auth/user/from-expired-session')).json()).toBeNull();

    server.clock.advance({ minutes: 30 });
    expect(await userDataOf(browser)).toEqual({
      isLoggedIn: false,
      ssoUserData: null,
      expiredSessionData: { firstName: 'Erika', lastName: 'Mustermann' },
    });
    const expired = await browser.get('/api/auth/user/from-expired-session');
    expect(expired.status).toBe(200);
    expect(await expired.json()).toEqual({ firstName: 'Erika', lastName: 'Mustermann' });
    // An expired session is not revived by asking.
    server.clock.advance({ minutes: 1 });
    expect(await userDataOf(browser)).toMatchObject({ isLoggedIn: false });
  });

  it('logs out: the session is deleted and the cookie cleared', async () => {
    await registerAndReturn(browser);
    const sessionCookie = browser.jar.get('rk_session') ?? '';
    const out = await browser.postJson('/api/auth/logout');
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/rk_session=;/);
    expect(browser.jar.get('rk_session')).toBeUndefined();
    expect(await userDataOf(browser)).toEqual({
      isLoggedIn: false,
      ssoUserData: null,
      expiredSessionData: null,
    });
    // The old cookie replayed finds nothing: the session is gone on the server too.
    browser.jar.set('rk_session', sessionCookie);
    expect(await userDataOf(browser)).toEqual({
      isLoggedIn: false,
      ssoUserData: null,
      expiredSessionData: null,
    });
    expect(await (await browser.get('/api/auth/user/from-expired-session')).json()).toBeNull();
  });

  it('ignores a forged or unsigned session cookie', async () => {
    await registerAndReturn(browser);
    const signed = browser.jar.get('rk_session') ?? '';
    browser.jar.set('rk_session', decodeURIComponent(signed).split('.')[0] ?? '');
    expect(await userDataOf(browser)).toMatchObject({ isLoggedIn: false, ssoUserData: null });
    browser.jar.set('rk_session', `${decodeURIComponent(signed).split('.')[0]}.forged`);
    expect(await userDataOf(browser)).toMatchObject({ isLoggedIn: false, ssoUserData: null });
  });

  it('writes no e-mail address, phone number or password into the log', async () => {
    await registerAndReturn(browser);
    await browser.postJson('/api/auth/logout');
    const prepared = await startLogin(browser);
    await submitForm(browser, 'login', prepared, {
      email: ERIKA.email,
      password: 'falsches-Passwort',
    });
    const anonymous = await startLogin(browser);
    await followCallback(
      browser,
      await submitForm(browser, 'anonymous', anonymous, {
        email: 'max@example.org',
        phone: '030 1234567',
      }),
    );
    const lines = JSON.stringify(server.logger.entries);
    expect(server.logger.entries.length).toBeGreaterThan(5);
    for (const secret of [
      ERIKA.email,
      'max@example.org',
      '2345678',
      '1234567',
      ERIKA.password,
      'falsches-Passwort',
    ]) {
      expect(lines).not.toContain(secret);
    }
  });
});
