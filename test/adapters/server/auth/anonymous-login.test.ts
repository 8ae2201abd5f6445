import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REGISTER_ANONYMOUS_LIMIT_PER_MINUTE } from '../../../../adapters/server/login/auth-api.plugin';
import { type AuthTestServer, Browser, startAuthTestServer } from './auth-test-server';
import { followCallback, startLogin, submitForm, userDataOf } from './login-steps';

let server: AuthTestServer;
let browser: Browser;

beforeEach(async () => {
  server = await startAuthTestServer();
  browser = new Browser(server.origin);
});
afterEach(() => server.close());

const MAX = { email: 'Max.Muster@Example.org', phone: '030 1234567' };
const ANONYMOUS_USER = {
  isLoggedIn: true,
  // The e-mail of "Weiter ohne Konto" comes back with the user data (it prefills the application).
  ssoUserData: {
    firstName: '',
    lastName: '',
    points: 'no',
    loginPhoneNumber: '030 1234567',
    loginEmail: 'max.muster@example.org',
    loginType: 'anonymous',
  },
  expiredSessionData: null,
};

describe('"Weiter ohne Konto" through the login service', () => {
  it('comes back with anonymous=1, e-mail, phone and a code, and opens an anonymous session', async () => {
    const prepared = await startLogin(browser, '/antrag?schritt=2');
    const fromService = await submitForm(browser, 'anonymous', prepared, MAX);
    expect(fromService.status).toBe(302);
    const callback = new URL(fromService.headers.get('location') ?? '');
    expect(callback.searchParams.get('returnTo')).toBe('/antrag?schritt=2');
    expect(callback.searchParams.get('anonymous')).toBe('1');
    expect(callback.searchParams.get('email')).toBe('max.muster@example.org');
    expect(callback.searchParams.get('phone')).toBe('030 1234567');
    expect(callback.searchParams.get('rksession')).not.toBeNull();
    expect(callback.searchParams.has('ls')).toBe(false);

    const back = await followCallback(browser, fromService);
    expect(back.headers.get('location')).toBe('/antrag?schritt=2');
    expect(await userDataOf(browser)).toEqual(ANONYMOUS_USER);
  });

  it('shows the German messages with the entered values when e-mail or phone are invalid', async () => {
    const prepared = await startLogin(browser);
    const failed = await submitForm(browser, 'anonymous', prepared, {
      email: 'max@',
      phone: 'abc',
    });
    expect(failed.status).toBe(400);
    const page = await failed.text();
    expect(page).toContain('Bitte geben Sie eine gültige E-Mail-Adresse an.');
    expect(page).toContain('Bitte geben Sie eine gültige Telefonnummer an.');
    expect(page).toMatch(/id="anonymous-email"[^>]*value="max@"/);
    expect(page).toMatch(/id="anonymous-phone"[^>]*value="abc"/);
    expect(await userDataOf(browser)).toMatchObject({ isLoggedIn: false });
  });

  it('an anonymous session expires after 30 idle minutes like any other', async () => {
    const prepared = await startLogin(browser);
    await followCallback(browser, await submitForm(browser, 'anonymous', prepared, MAX));
    server.clock.advance({ minutes: 30 });
    expect(await userDataOf(browser)).toEqual({
      isLoggedIn: false,
      ssoUserData: null,
      // No account: the header keeps saying „Ohne Konto“ after the expiry (issue 32 finding 7).
      expiredSessionData: { firstName: '', lastName: '', loginType: 'anonymous' },
    });
  });
});

describe('POST /api/auth/register-anonymous', () => {
  it('opens an anonymous session from the portal and answers its user data', async () => {
    const response = await browser.postJson('/api/auth/register-anonymous', {
      login: { email: MAX.email, phoneNumber: MAX.phone },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userData: ANONYMOUS_USER });
    expect(response.headers.getSetCookie().join()).toMatch(/rk_session=.+HttpOnly; SameSite=Lax/);
    expect(await userDataOf(browser)).toEqual(ANONYMOUS_USER);
  });

  it('refuses invalid data with 400 and the German messages, and opens no session', async () => {
    const response = await browser.postJson('/api/auth/register-anonymous', {
      login: { email: 'kein-at-zeichen', phoneNumber: '12' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        kind: 'login/fields',
        message:
          'Bitte geben Sie eine gültige E-Mail-Adresse an. Bitte geben Sie eine gültige Telefonnummer an.',
      },
    });
    expect(browser.jar.get('rk_session')).toBeUndefined();
  });

  it.each([
    [{}],
    [{ login: { email: MAX.email } }],
    [{ login: { email: 42, phoneNumber: MAX.phone } }],
    [{ login: 'max' }],
  ])('refuses the body %j with 400 { error: { kind, message } }', async (body) => {
    const response = await browser.postJson('/api/auth/register-anonymous', body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { kind: string; message: string } };
    expect(answer.error.kind).toBe('request/validation');
    expect(browser.jar.get('rk_session')).toBeUndefined();
  });

  it('is refused with 403 from a foreign origin (CSRF)', async () => {
    const response = await fetch(`${server.origin}/api/auth/register-anonymous`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ login: { email: MAX.email, phoneNumber: MAX.phone } }),
    });
    expect(response.status).toBe(403);
  });

  it(`allows one ip ${REGISTER_ANONYMOUS_LIMIT_PER_MINUTE} registrations a minute, then 429 until the minute is over`, async () => {
    const body = { login: { email: MAX.email, phoneNumber: MAX.phone } };
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTER_ANONYMOUS_LIMIT_PER_MINUTE; i++) {
      statuses.push((await browser.postJson('/api/auth/register-anonymous', body)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await browser.postJson('/api/auth/register-anonymous', body);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      error: {
        kind: 'request/rate-limit',
        message:
          'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
      },
    });
    server.clock.advance({ seconds: 60 });
    expect((await browser.postJson('/api/auth/register-anonymous', body)).status).toBe(200);
  });
});
