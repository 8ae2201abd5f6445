import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attemptKeyOfSessionSecret } from '../../../../adapters/system/hmac-attempt-key.adapter';
import { type AuthTestServer, Browser, startAuthTestServer } from './auth-test-server';
import { ERIKA, registerAndReturn, startLogin, submitForm } from './login-steps';

let server: AuthTestServer;
let browser: Browser;

beforeEach(async () => {
  server = await startAuthTestServer();
  browser = new Browser(server.origin);
});
afterEach(() => server.close());

const TOO_MANY = 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.';

describe('brute-force protection of the login service', () => {
  it('per ip: 10 attempts in 10 minutes, the 11th is answered 429; later it works again', async () => {
    const prepared = await startLogin(browser);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await submitForm(browser, 'login', prepared, {
        email: `person${attempt}@example.de`,
        password: 'falsches-Passwort',
      });
      expect(response.status).toBe(401);
    }
    const eleventh = await submitForm(browser, 'anonymous', prepared, {
      email: 'max@example.org',
      phone: '030 1234567',
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toBe('600');
    expect(await eleventh.text()).toContain(TOO_MANY);

    server.clock.advance({ minutes: 10 });
    const later = await submitForm(browser, 'anonymous', prepared, {
      email: 'max@example.org',
      phone: '030 1234567',
    });
    expect(later.status).toBe(302);
  });

  it('per account: after 5 failed attempts even the right password is refused for 15 minutes', async () => {
    await registerAndReturn(browser);
    const prepared = await startLogin(browser);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await submitForm(browser, 'login', prepared, {
        email: ERIKA.email,
        password: `falsch-${attempt}-passwort`,
      });
      expect(response.status).toBe(401);
    }
    const blocked = await submitForm(browser, 'login', prepared, {
      email: ERIKA.email.toUpperCase(),
      password: ERIKA.password,
    });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain(TOO_MANY);
    // Another account from the same ip is not affected.
    const other = await submitForm(browser, 'login', prepared, {
      email: 'jemand@example.de',
      password: 'falsches-Passwort',
    });
    expect(other.status).toBe(401);

    server.clock.advance({ minutes: 15 });
    const afterwards = await submitForm(browser, 'login', prepared, {
      email: ERIKA.email,
      password: ERIKA.password,
    });
    expect(afterwards.status).toBe(302);
  });

  it("a successful login clears the account's failures", async () => {
    await registerAndReturn(browser);
    const prepared = await startLogin(browser);
    const attempt = (password: string): Promise<Response> =>
      submitForm(browser, 'login', prepared, { email: ERIKA.email, password });
    for (let i = 0; i < 4; i++) expect((await attempt('falsches-Passwort')).status).toBe(401);
    expect((await attempt(ERIKA.password)).status).toBe(302);
    server.clock.advance({ minutes: 10, seconds: 1 }); // the ip's window, not the account's
    for (let i = 0; i < 4; i++) expect((await attempt('falsches-Passwort')).status).toBe(401);
    expect((await attempt(ERIKA.password)).status).toBe(302);
  });

  it('stores the ip and e-mail as an HMAC under the session secret, not their plain SHA-256', async () => {
    const prepared = await startLogin(browser);
    await submitForm(browser, 'login', prepared, { email: ERIKA.email, password: 'falsch' });
    const rows = await server.database.db
      .selectFrom('login_attempts')
      .select(['scope', 'key'])
      .orderBy('scope')
      .execute();
    const keys = attemptKeyOfSessionSecret(server.deps.config.sessionSecret);
    expect(rows).toEqual([
      { scope: 'login-account', key: keys.keyOf('login-account', ERIKA.email.toLowerCase()) },
      { scope: 'login-ip', key: keys.keyOf('login-ip', '127.0.0.1') },
    ]);
    const stored = JSON.stringify(rows);
    for (const value of ['127.0.0.1', ERIKA.email.toLowerCase()]) {
      for (const encoding of ['hex', 'base64', 'base64url'] as const) {
        expect(stored).not.toContain(createHash('sha256').update(value).digest(encoding));
      }
      expect(stored).not.toContain(value);
    }
    // Another secret, other keys: the table alone reverses to nothing.
    const other = attemptKeyOfSessionSecret('another-secret-with-more-than-32-characters');
    expect(other.keyOf('login-ip', '127.0.0.1')).not.toBe(rows[1]?.key);
  });

  it('logs the refusals without e-mail or ip', async () => {
    const prepared = await startLogin(browser);
    for (let attempt = 0; attempt < 11; attempt++) {
      await submitForm(browser, 'login', prepared, { email: ERIKA.email, password: 'x' });
    }
    const refusals = server.logger.entries.filter((e) => e.message.includes('too many'));
    expect(refusals.length).toBeGreaterThan(0);
    const lines = JSON.stringify(server.logger.entries);
    expect(lines).not.toContain(ERIKA.email);
    expect(lines).not.toContain('127.0.0.1"');
  });
});
