import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, Browser, startAuthTestServer } from './auth-test-server';
import { ERIKA, registerAndReturn, startLogin, submitForm, userDataOf } from './login-steps';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer();
});
afterAll(() => server.close());

const idsOf = (page: string, pattern: RegExp): string[] =>
  [...page.matchAll(pattern)].map((m) => m[1] ?? '');

describe('the login page', () => {
  it('offers Anmelden, Registrieren and Weiter ohne Konto, German, without inline scripts or styles', async () => {
    const browser = new Browser(server.origin);
    const { page } = await startLogin(browser);
    expect(page).toContain('<html lang="de">');
    for (const heading of ['Anmelden', 'Registrieren', 'Weiter ohne Konto']) {
      expect(page).toContain(`>${heading}</h2>`);
    }
    for (const label of ['Anrede', 'Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Passwort']) {
      expect(page).toContain(`>${label}`);
    }
    for (const salutation of ['Frau', 'Herr', 'divers'])
      expect(page).toContain(`value="${salutation}"`);
    // One script, from the same origin: the SPEC §4 back guard; nothing inline.
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toContain('<script src="/login/assets/login.js" defer></script>');
    expect(page).not.toMatch(/<script>|<style|\sstyle=|\son[a-z]+=/i);
    expect(page).toContain('<link rel="stylesheet" href="/login/assets/login.css">');
    expect(page).toMatch(/id="register-password"[^>]*minlength="10"/);
  });

  it('labels every visible input with a matching for', async () => {
    const { page } = await startLogin(new Browser(server.origin));
    const inputs = idsOf(page, /<input id="([^"]+)"/g);
    const radiosAndBoxes = idsOf(page, /<input type="(?:radio|checkbox)" id="([^"]+)"/g);
    const labelled = new Set(idsOf(page, /<label for="([^"]+)"/g));
    expect(inputs.length + radiosAndBoxes.length).toBe(13);
    for (const id of [...inputs, ...radiosAndBoxes]) expect(labelled).toContain(id);
    expect(new Set([...inputs, ...radiosAndBoxes]).size).toBe(
      inputs.length + radiosAndBoxes.length,
    );
  });

  it('is sent with a strict CSP and not cached; its style sheet comes from the same origin', async () => {
    const browser = new Browser(server.origin);
    const started = await browser.get('/api/auth/login?returnTo=%2F');
    const response = await browser.get(started.headers.get('location') ?? '');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const css = await browser.get('/login/assets/login.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('.error');
    const js = await browser.get('/login/assets/login.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toContain("addEventListener('popstate'");
  });

  it('escapes what it echoes: a callback query and the entered values', async () => {
    const browser = new Browser(server.origin);
    const callback = `${server.origin}/api/auth/callback?returnTo=%2F&x="><script>alert(1)</script>`;
    const response = await browser.get(
      `/login/auth/prepare?callback=${encodeURIComponent(callback)}&challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM`,
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');

    const prepared = await startLogin(browser);
    const failed = await submitForm(browser, 'register', prepared, {
      firstName: '<img src=x onerror=alert(1)>',
      password: 'kurz',
    });
    const echoed = await failed.text();
    expect(echoed).not.toContain('<img');
    expect(echoed).toContain('value="&lt;img src=x onerror=alert(1)&gt;"');
  });

  it('shows every registration message at its field, keeps the values but never the password', async () => {
    const browser = new Browser(server.origin);
    const prepared = await startLogin(browser);
    const failed = await submitForm(browser, 'register', prepared, {
      firstName: 'Erika',
      lastName: '',
      email: 'erika@',
      phone: '12',
      password: 'neun-zchn',
      points: 'yes',
    });
    expect(failed.status).toBe(400);
    const page = await failed.text();
    for (const message of [
      'Bitte wählen Sie eine Anrede aus.',
      'Bitte geben Sie Ihren Nachnamen an.',
      'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      'Bitte geben Sie eine gültige Telefonnummer an.',
      'Das Passwort muss mindestens 10 Zeichen lang sein.',
    ]) {
      expect(page).toContain(message);
    }
    expect(page).toMatch(/id="register-firstName"[^>]*value="Erika"/);
    expect(page).toMatch(/id="register-email"[^>]*aria-invalid="true"[^>]*value="erika@"/);
    expect(page).toMatch(/id="register-points"[^>]*checked/);
    expect(page).not.toContain('neun-zchn');
    expect(page).toMatch(/id="register-salutation-0"[^>]*autofocus/);
  });

  it('answers a wrong password with 401 and one message for unknown and known e-mails alike', async () => {
    const browser = new Browser(server.origin);
    await registerAndReturn(browser, { ...ERIKA, email: 'erika.page@example.de' });
    const prepared = await startLogin(browser);
    const wrong = await submitForm(browser, 'login', prepared, {
      email: 'erika.page@example.de',
      password: 'falsches-Passwort',
    });
    const unknown = await submitForm(browser, 'login', prepared, {
      email: 'niemand@example.de',
      password: 'falsches-Passwort',
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    const [wrongPage, unknownPage] = [await wrong.text(), await unknown.text()];
    expect(wrongPage).toContain('E-Mail-Adresse oder Passwort ist falsch.');
    expect(unknownPage).toContain('E-Mail-Adresse oder Passwort ist falsch.');
    expect(wrongPage).toMatch(/id="login-email"[^>]*value="erika.page@example.de"/);
    expect(wrongPage).not.toContain('falsches-Passwort');
  });

  it('refuses a second account for the same e-mail', async () => {
    const browser = new Browser(server.origin);
    await registerAndReturn(browser, { ...ERIKA, email: 'doppelt@example.de' });
    const prepared = await startLogin(browser);
    const again = await submitForm(browser, 'register', prepared, {
      ...ERIKA,
      email: 'Doppelt@Example.de',
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Für diese E-Mail-Adresse besteht bereits ein Konto.');
  });
});

describe('the login page as a page of the portal (issue 32, finding 7)', () => {
  const start = async (
    browser: Browser,
    query: string,
  ): Promise<{ page: string; location: URL }> => {
    const started = await browser.get(`/api/auth/login?returnTo=%2Fpersonal-data%3Fx%3D1${query}`);
    expect(started.status).toBe(302);
    const location = new URL(started.headers.get('location') ?? '');
    const response = await browser.get(location.href);
    expect(response.status).toBe(200);
    return { page: await response.text(), location };
  };

  it('shows only the way in chosen on the portal, also after a failed post', async () => {
    const browser = new Browser(server.origin);
    const { page, location } = await start(browser, '&ansicht=ohne-konto');
    expect(location.searchParams.get('ansicht')).toBe('ohne-konto');
    expect(page).toContain('>Weiter ohne Konto</h2>');
    expect(page).not.toContain('>Anmelden</h2>');
    expect(page).not.toContain('>Registrieren</h2>');
    expect(page).not.toContain('Anmeldeart wählen');
    const failed = await browser.postForm('/login/auth/anonymous', {
      ...Object.fromEntries(location.searchParams),
      email: 'kaputt',
      phone: '',
    });
    expect(failed.status).toBe(400);
    const again = await failed.text();
    expect(again).toContain('>Weiter ohne Konto</h2>');
    expect(again).not.toContain('>Registrieren</h2>');
  });

  it('leads back to the portal page it came from, and to Impressum and Datenschutz', async () => {
    const browser = new Browser(server.origin);
    const { page } = await start(browser, '&back=%2Fpersonal-login%3Fa%3D1');
    expect(page).toContain(`href="${server.origin}/personal-login?a=1" data-testid="login-back"`);
    expect(page).toContain(`href="${server.origin}/impressum"`);
    expect(page).toContain(`href="${server.origin}/datenschutz"`);
    // Without `back` the „Zurück" leads to where the login would have ended.
    const plain = await start(new Browser(server.origin), '');
    expect(plain.page).toContain(
      `href="${server.origin}/personal-data?x=1" data-testid="login-back"`,
    );
    // A „Zurück" to another host is refused by the portal and by the login service.
    const foreign = await browser.get(
      '/api/auth/login?returnTo=%2F&back=https%3A%2F%2Fevil.example%2F',
    );
    const foreignPage = await (await browser.get(foreign.headers.get('location') ?? '')).text();
    expect(foreignPage).not.toContain('evil.example');
  });

  it('tells in the registration form how the data is used and what the points programme is', async () => {
    const { page } = await start(new Browser(server.origin), '&ansicht=registrieren');
    expect(page).toMatch(/data-testid="register-privacy">[^<]*Art\. 6 Abs\. 1 lit\. b DSGVO/);
    expect(page).toContain(`<a href="${server.origin}/datenschutz">Datenschutzerklärung</a>`);
    expect(page).toContain('<summary>Was ist das Punkteprogramm?</summary>');
    expect(page).toContain('1 Punkt je volle 10 € Jahresbeitrag');
    expect(page).toMatch(/id="register-points"[^>]*aria-describedby="register-points-hint"/);
  });
});

describe('the salutation given at registration (issue 32, finding 7)', () => {
  it('comes back in the user data, so /personal-data starts with it', async () => {
    const browser = new Browser(server.origin);
    await registerAndReturn(browser, { ...ERIKA, email: 'anrede@example.de', salutation: 'Herr' });
    expect(await userDataOf(browser)).toMatchObject({
      isLoggedIn: true,
      ssoUserData: { firstName: 'Erika', salutation: 'Herr' },
    });
  });
});
