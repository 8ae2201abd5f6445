import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from '../../../domain/device/viewport';
import type { PageContent } from '../../../domain/pages/page-content';
import { ok } from '../../../domain/result';
import type { HydrationPayload } from '../../../web/app/hydration';
import {
  contentOf,
  elementTexts,
  fakeServices,
  metaOf,
  payloadOf,
  render,
  TEST_CONFIG,
} from '../web-test-kit';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const accountStateOf = (html: string): string | undefined =>
  /data-account-state="([a-zA-Z]+)"/.exec(html)?.[1];

describe('renderPage: the shell', () => {
  it('shows the login entry to a guest, leading to the login with the current page', async () => {
    const { html } = await render('/riester-rente?wpset=abc');
    expect(accountStateOf(html)).toBe('guest');
    expect(html).toContain('Anmelden');
    expect(html).toContain(
      `href="/api/auth/login?returnTo=${encodeURIComponent('/riester-rente?wpset=abc')}"`,
    );
  });

  it('shows the full name when logged in, Mein Konto without a name', async () => {
    const named = fakeServices({
      userData: async () => ({
        isLoggedIn: true,
        ssoUserData: { firstName: 'Erika', lastName: 'Mustermann' },
        expiredSessionData: null,
      }),
    });
    const withName = await render('/riester-rente', named);
    expect(accountStateOf(withName.html)).toBe('loggedIn');
    expect(withName.html).toContain('Erika Mustermann');
    const anonymous = fakeServices({
      userData: async () => ({ isLoggedIn: true, ssoUserData: {}, expiredSessionData: null }),
    });
    const withoutName = await render('/riester-rente', anonymous);
    expect(accountStateOf(withoutName.html)).toBe('loggedIn');
    expect(withoutName.html).toContain('Mein Konto');
  });

  it('shows the expired-state entry with the name of the expired session', async () => {
    const expired = fakeServices({
      expiredSession: async () => ({ firstName: 'Max', lastName: 'Muster' }),
    });
    const { html } = await render('/riester-rente', expired);
    expect(accountStateOf(html)).toBe('expired');
    expect(html).toContain('Max Muster');
  });

  it('has a skip link to the main content, and the demo note in the footer', async () => {
    const { html } = await render('/altersvorsorge');
    expect(html).toMatch(/<a class="skip-link" href="#main">/);
    expect(html).toContain('<main id="main"');
    expect(html).toContain('Demo-Portal: Tarifdaten und Auszeichnungen sind Beispieldaten.');
  });
});

describe('renderPage: device output (SPEC §3, §9)', () => {
  it('takes the query parameter first and keeps it in its cookie', async () => {
    const services = fakeServices({ userAgent: IPHONE, deviceCookie: 'mobile' });
    const { html } = await render('/riester-rente?deviceoutput=desktop', services);
    expect(metaOf(html, 'viewport')).toBe(VIEWPORTS.desktop);
    expect(services.remembered).toEqual(['desktop']);
  });

  it('then the cookie, then the user agent, and remembers neither', async () => {
    const byCookie = fakeServices({ userAgent: null, deviceCookie: 'app' });
    expect(metaOf((await render('/', byCookie)).html, 'viewport')).toBe(VIEWPORTS.mobile);
    const byAgent = fakeServices({ userAgent: IPHONE });
    expect(metaOf((await render('/', byAgent)).html, 'viewport')).toBe(VIEWPORTS.mobile);
    expect([...byCookie.remembered, ...byAgent.remembered]).toEqual([]);
    expect(metaOf((await render('/')).html, 'viewport')).toBe(VIEWPORTS.desktop);
  });

  it('ignores an unknown device output', async () => {
    const services = fakeServices({ userAgent: IPHONE });
    const { html } = await render('/?deviceoutput=fernseher', services);
    expect(metaOf(html, 'viewport')).toBe(VIEWPORTS.mobile);
    expect(services.remembered).toEqual([]);
  });
});

describe('renderPage: failures (SPEC §2 error screen)', () => {
  const withTestRoutes = () => fakeServices({ config: { ...TEST_CONFIG, testRoutes: true } });

  it.each(['/__test/render-error', '/__test/loader-error'])(
    '%s answers 500 with the error screen and the configured hotline',
    async (path) => {
      const answer = await render(path, withTestRoutes());
      expect(answer.status).toBe(500);
      expect(answer.error).toBeInstanceOf(Error);
      expect(elementTexts(answer.html, 'h1')).toEqual(['Es ist leider ein Fehler aufgetreten!']);
      expect(elementTexts(answer.html, 'p')).toContain(
        'Bitte gehen Sie zurück zum Vergleich oder rufen Sie uns kostenlos unter 0800 111 22 33 an.',
      );
      expect(answer.html).toMatch(/<a [^>]*href="\/home"[^>]*>.*zurück zur Rentenversicherung/);
      // The error's message stays in the server's log, never in the page.
      expect(answer.html).not.toContain('Testfehler');
    },
  );

  it('has no test routes without RK_TEST_ROUTES', async () => {
    expect((await render('/__test/render-error')).status).toBe(404);
  });

  it('falls back to the error screen without router data when rendering throws', async () => {
    const answer = await render('/__test/render-error', withTestRoutes());
    expect((payloadOf(answer.html) as HydrationPayload).router).toBeNull();
  });

  it('shows the error screen when the shell itself cannot load', async () => {
    const broken = fakeServices({
      userData: async () => {
        throw new Error('kaputt');
      },
    });
    const answer = await render('/riester-rente', broken);
    expect(answer.status).toBe(500);
    expect(elementTexts(answer.html, 'h1')).toEqual(['Es ist leider ein Fehler aufgetreten!']);
  });
});

describe('renderPage: the document', () => {
  it('links the entry script, its stylesheet and preloads the matched route chunk', async () => {
    const { html } = await render('/riester-rente');
    expect(html).toContain('<script type="module" src="/assets/entry.client-abc.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry-abc.css">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/content-page-abc.js">');
    expect(html).not.toContain('not-found-page-abc.js');
  });

  it('has no inline script: only the JSON data block (CSP script-src self)', async () => {
    const { html } = await render('/riester-rente');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes, body] of scripts) {
      if (body !== '') expect(attributes).toContain('type="application/json"');
    }
    expect(html).not.toMatch(/ style="/);
  });

  it('embeds the loader data for hydration, with every < escaped', async () => {
    const hostile: PageContent = {
      ...(contentOf('/riester-rente') as PageContent),
      introHtml: '<p>Vorsicht</p></script><script>alert(1)</script><!--',
    };
    const services = fakeServices({ pageContent: async () => hostile });
    const { html } = await render('/riester-rente', services);
    const block = /<script type="application\/json" id="__rk_data">([\s\S]*?)<\/script>/.exec(html);
    expect(block?.[1]).not.toContain('<');
    const payload = payloadOf(html) as HydrationPayload;
    expect(payload.config).toEqual(TEST_CONFIG);
    expect(payload.router?.loaderData['page:/riester-rente']).toMatchObject({ content: hostile });
    expect(payload.router?.loaderData.root).toMatchObject({ loginState: { kind: 'guest' } });
  });
});

describe('renderPage: one route table for many requests', () => {
  const named = (firstName: string): ReturnType<typeof fakeServices> =>
    fakeServices({
      userData: async () => {
        // The other request runs its loaders meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 5));
        return {
          isLoggedIn: true,
          ssoUserData: { firstName, lastName: 'Muster' },
          expiredSessionData: null,
        };
      },
    });

  it('runs every loader with its own request’s services, also side by side', async () => {
    const [erika, max, guest] = await Promise.all([
      render('/riester-rente', named('Erika')),
      render('/riester-rente', named('Max')),
      render('/riester-rente'),
    ]);
    expect(erika?.html).toContain('Erika Muster');
    expect(erika?.html).not.toContain('Max Muster');
    expect(max?.html).toContain('Max Muster');
    expect(max?.html).not.toContain('Erika Muster');
    expect(accountStateOf(guest?.html ?? '')).toBe('guest');
  });

  it('binds a flow step’s own loader to each request’s services', async () => {
    const listing = (name: string): ReturnType<typeof fakeServices> =>
      fakeServices({
        insurerList: async (singlePremium) =>
          ok({
            demo: true,
            singlePremium,
            insurers: [{ insurerId: 1, insurerName: name, tariffs: [] }],
          }),
      });
    const [first, second] = await Promise.all([
      render('/insurance-list', listing('Nordlicht Leben')),
      render('/insurance-list', listing('Alpenblick Versicherung')),
    ]);
    expect(first?.html).toContain('Nordlicht Leben');
    expect(first?.html).not.toContain('Alpenblick Versicherung');
    expect(second?.html).toContain('Alpenblick Versicherung');
  });
});
