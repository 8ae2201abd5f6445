import { afterEach, describe, expect, it } from 'vitest';
import { ScryptPasswordHasher } from '../../../../adapters/system/scrypt-password-hasher.adapter';
import { type AuthTestServer, Browser, startAuthTestServer } from './auth-test-server';
import {
  ERIKA,
  followCallback,
  registerAndReturn,
  startLogin,
  submitForm,
  userDataOf,
} from './login-steps';

let server: AuthTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const BODY = {
  ssoUserData: { firstName: 'Erika', lastName: 'Musterfrau', loginPhoneNumber: '0171 2345678' },
  personalData: { salutation: 'Frau', firstName: 'Erika' },
};

describe('POST /api/auth/user/data', () => {
  it('answers 204 for a live session and keeps it alive', async () => {
    server = await startAuthTestServer();
    const browser = new Browser(server.origin);
    await registerAndReturn(browser);
    server.clock.advance({ minutes: 25 });
    expect((await browser.postJson('/api/auth/user/data', BODY)).status).toBe(204);
    server.clock.advance({ minutes: 25 });
    expect(await userDataOf(browser)).toMatchObject({ isLoggedIn: true });
  });

  it('stores the names and phone number: personal data before login data, blanks ignored', async () => {
    server = await startAuthTestServer();
    const browser = new Browser(server.origin);
    await registerAndReturn(browser);
    expect((await browser.postJson('/api/auth/user/data', BODY)).status).toBe(204);
    expect(await userDataOf(browser)).toMatchObject({
      isLoggedIn: true,
      ssoUserData: { firstName: 'Erika', lastName: 'Musterfrau', loginPhoneNumber: '0171 2345678' },
    });
    const blank = {
      ssoUserData: { firstName: '  ', lastName: null },
      personalData: { phoneNumber: '030 987654' },
    };
    expect((await browser.postJson('/api/auth/user/data', blank)).status).toBe(204);
    expect(await userDataOf(browser)).toMatchObject({
      ssoUserData: { firstName: 'Erika', lastName: 'Musterfrau', loginPhoneNumber: '030 987654' },
    });
  });

  it('answers 401 without a live session and 400 for a body of the wrong shape', async () => {
    server = await startAuthTestServer();
    const browser = new Browser(server.origin);
    const guest = await browser.postJson('/api/auth/user/data', BODY);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({
      error: { kind: 'auth/not-logged-in', message: 'Bitte melden Sie sich erneut an.' },
    });
    await registerAndReturn(browser);
    for (const body of [{}, { ssoUserData: 'Erika', personalData: {} }, [BODY]]) {
      const response = await browser.postJson('/api/auth/user/data', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { kind: string } }).error.kind).toBe(
        'request/validation',
      );
    }
  });
});

describe('the session cookie under https and the real password hasher', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    server = await startAuthTestServer({}, { publicUrl: 'https://www.rentenkompass.de' });
    const response = await new Browser(server.origin).postJson('/api/auth/register-anonymous', {
      login: { email: 'max@example.org', phoneNumber: '030 1234567' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(
      /rk_session=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax/,
    );
  });

  it('registers and logs in with scrypt-hashed passwords end to end', async () => {
    server = await startAuthTestServer({ passwords: new ScryptPasswordHasher() });
    const browser = new Browser(server.origin);
    await registerAndReturn(browser);
    await browser.postJson('/api/auth/logout');
    const stored = await server.deps.accounts.findByEmail(ERIKA.email);
    expect(stored?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    const prepared = await startLogin(browser);
    const back = await followCallback(
      browser,
      await submitForm(browser, 'login', prepared, {
        email: ERIKA.email,
        password: ERIKA.password,
      }),
    );
    expect(back.headers.get('location')).toBe('/vergleich');
    expect(await userDataOf(browser)).toMatchObject({ isLoggedIn: true });
  });
});
