import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AuthTestServer, Browser, startAuthTestServer } from './auth-test-server';
import { ERIKA, registerAndReturn, startLogin, submitForm, userDataOf } from './login-steps';

let server: AuthTestServer;
let browser: Browser;

beforeEach(async () => {
  server = await startAuthTestServer();
  browser = new Browser(server.origin);
  await registerAndReturn(browser);
  await browser.postJson('/api/auth/logout');
});
afterEach(() => server.close());

const GUEST = { isLoggedIn: false, ssoUserData: null, expiredSessionData: null };

/** Logs Erika in at the login service; answers the callback URL with the code, not yet followed. */
const codeFor = async (who: Browser, returnTo = '/vergleich'): Promise<string> => {
  const prepared = await startLogin(who, returnTo);
  const fromService = await submitForm(who, 'login', prepared, {
    email: ERIKA.email,
    password: ERIKA.password,
  });
  expect(fromService.status).toBe(302);
  return fromService.headers.get('location') ?? '';
};

describe('the one-time code and its PKCE binding', () => {
  it('works once: a replay of the callback fails with login=failed and opens no session', async () => {
    const callback = await codeFor(browser);
    expect((await browser.get(callback)).headers.get('location')).toBe('/vergleich');
    const thief = new Browser(server.origin);
    const replay = await thief.get(callback);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/vergleich?login=failed');
    expect(thief.jar.get('rk_session')).toBeUndefined();
    expect(await userDataOf(thief)).toEqual(GUEST);
  });

  it('lives 60 seconds: at 59 s it works, at 61 s it fails', async () => {
    const early = await codeFor(browser);
    server.clock.advance({ seconds: 59 });
    expect((await browser.get(early)).headers.get('location')).toBe('/vergleich');
    await browser.postJson('/api/auth/logout');

    const late = await codeFor(browser);
    server.clock.advance({ seconds: 61 });
    expect((await browser.get(late)).headers.get('location')).toBe('/vergleich?login=failed');
    expect(await userDataOf(browser)).toEqual(GUEST);
  });

  it('needs the verifier of the browser that started the login', async () => {
    const callback = await codeFor(browser);
    const other = new Browser(server.origin);
    await startLogin(other); // other has a verifier of its own, for another challenge
    expect((await other.get(callback)).headers.get('location')).toBe('/vergleich?login=failed');
    expect(await userDataOf(other)).toEqual(GUEST);
    // The code is used up by the failed attempt: the rightful browser cannot use it afterwards.
    expect((await browser.get(callback)).headers.get('location')).toBe('/vergleich?login=failed');
  });

  it('fails without the verifier cookie and with a verifier cookie whose signature is wrong', async () => {
    const withoutCookie = await codeFor(browser);
    browser.jar.delete('rk_pkce');
    expect((await browser.get(withoutCookie)).headers.get('location')).toBe(
      '/vergleich?login=failed',
    );

    const forged = await codeFor(browser);
    const signed = decodeURIComponent(browser.jar.get('rk_pkce') ?? '');
    browser.jar.set('rk_pkce', `${signed.split('.')[0]}.AAAA`, '/api/auth');
    expect((await browser.get(forged)).headers.get('location')).toBe('/vergleich?login=failed');
    expect(await userDataOf(browser)).toEqual(GUEST);
  });

  it('a callback without a code, or with an invented one, fails', async () => {
    const noCode = await browser.get('/api/auth/callback?returnTo=%2Fvergleich&ls=login');
    expect(noCode.headers.get('location')).toBe('/vergleich?login=failed');
    await startLogin(browser);
    const invented = await browser.get(
      '/api/auth/callback?returnTo=%2Fvergleich&rksession=erfunden&ls=login&points=yes',
    );
    expect(invented.headers.get('location')).toBe('/vergleich?login=failed');
    expect(await userDataOf(browser)).toEqual(GUEST);
  });

  it('strips callback parameters from returnTo and keeps its own query and fragment', async () => {
    const callback = await codeFor(browser, '/vergleich?produkt=ruerup&ls=x&rksession=alt#liste');
    const back = await browser.get(callback);
    expect(back.headers.get('location')).toBe('/vergleich?produkt=ruerup#liste');
  });

  it('a tampered returnTo at the callback sends the browser home, not away', async () => {
    const callback = new URL(await codeFor(browser));
    callback.searchParams.set('returnTo', '//evil.example/phish');
    const back = await browser.get(callback.href);
    expect(back.headers.get('location')).toBe('/');
    expect(await userDataOf(browser)).toMatchObject({ isLoggedIn: true });
  });
});
