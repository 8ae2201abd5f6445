import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import {
  gzipKb,
  hydrateByInteraction,
  scriptsBeforeInteraction,
  untilHydrated,
} from './landing-js';

// The JavaScript budget, as a size assertion (no timing): the JavaScript an ad landing page and a
// content page load before interaction — the boot module only (web/boot); React and the page's
// route chunk come with the first interaction, which hydrates the page.
const LIMIT_KB = 100;

const rig = setUpRig();

const LANDING = '/rentenversicherung/lp/vergleichen';

/** A page with console problems and CSP violations recorded, scripts listed as requested. */
const watched = async (): Promise<{
  page: Page;
  problems: string[];
  scripts: string[];
  close: () => Promise<void>;
}> => {
  const context = await rig.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems: string[] = [];
  const scripts: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { page, problems, scripts, close: () => context.close() };
};

const hydratedNow = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/** A watched page opened at `path` and settled, not hydrated yet (no interaction so far). */
const calmPage = async (path: string): ReturnType<typeof watched> => {
  const watchedPage = await watched();
  await watchedPage.page.goto(`${rig.server.url}${path}`);
  await watchedPage.page.waitForLoadState('networkidle');
  expect(await hydratedNow(watchedPage.page)).toBe(false);
  return watchedPage;
};

describe('JavaScript budget before interaction', () => {
  it.each([LANDING, '/riester-rente', '/riester-rente/sl/tuev'])(
    `%s loads at most ${LIMIT_KB} kB of gzip-compressed JavaScript and is not hydrated yet`,
    async (path) => {
      const { scripts, hydrated } = await scriptsBeforeInteraction(
        rig.browser,
        `${rig.server.url}${path}`,
      );
      const detail = scripts.map((s) => `${s.url} ${(s.gzipBytes / 1000).toFixed(2)}`).join(', ');
      expect(hydrated, detail).toBe(false);
      expect(
        scripts.some((s) => s.url.includes('/boot-')),
        detail,
      ).toBe(true);
      expect(
        scripts.some((s) => s.url.includes('entry.client')),
        detail,
      ).toBe(false);
      expect(gzipKb(scripts), detail).toBeLessThanOrEqual(LIMIT_KB);
    },
  );

  // The result route, hydrated at arrival, at most 150 kB in total.
  it('the result list loads at most 150 kB of gzip-compressed JavaScript, hydrated at arrival', async () => {
    const { scripts, hydrated } = await scriptsBeforeInteraction(
      rig.browser,
      `${rig.server.url}/result?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden`,
      undefined,
      { hydratesAtArrival: true },
    );
    const detail = scripts.map((s) => `${s.url} ${(s.gzipBytes / 1000).toFixed(2)}`).join(', ');
    expect(hydrated, detail).toBe(true);
    expect(
      scripts.some((s) => s.url.includes('temporal-polyfill')),
      detail,
    ).toBe(false);
    expect(gzipKb(scripts), detail).toBeLessThanOrEqual(150);
  });

  it('hydrates a flow page at arrival, without interaction', async () => {
    const { hydrated } = await scriptsBeforeInteraction(
      rig.browser,
      `${rig.server.url}/onboarding-personal-data`,
      undefined,
      { hydratesAtArrival: true },
    );
    expect(hydrated).toBe(true);
  });
});

describe('hydration on interaction', () => {
  it('hydrates on the pointer; the entry widget then checks the birth date live', async () => {
    const { page, problems, scripts, close } = await calmPage(LANDING);
    expect(scripts.some((s) => s.includes('entry.client'))).toBe(false);
    await hydrateByInteraction(page, 'pointer');
    expect(scripts.some((s) => s.includes('entry.client'))).toBe(true);
    const input = page.getByLabel('Geburtsdatum');
    await input.click();
    await page.keyboard.type('31022000');
    // The dots come by themselves, and the message while typing (React's live check).
    expect(await input.inputValue()).toBe('31.02.2000');
    await page.getByLabel('Berufliche Situation').focus();
    await page.waitForFunction(
      () => (document.querySelector('.entry__message')?.textContent ?? '') !== '',
    );
    expect(problems).toEqual([]);
    await close();
  });

  it('hydrates on a key press and keeps the keyboard focus where it was', async () => {
    const { page, problems, close } = await calmPage('/riester-rente');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = (): Promise<string> =>
      page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');
    const before = await focused();
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await focused()).toBe(before);
    expect(before).not.toContain('<body');
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps what was chosen and typed while the page hydrated, then goes on as usual', async () => {
    const { page, problems, close } = await calmPage(LANDING);
    // The first click starts hydration; the rest comes before it has finished.
    await page.getByRole('radio', { name: /^Einmalbeitrag/ }).check();
    await page.getByLabel('Berufliche Situation').selectOption('Angestellter');
    const input = page.getByLabel('Geburtsdatum');
    await input.focus();
    await page.keyboard.type('1205');
    await untilHydrated(page);
    await page.keyboard.type('1985');
    // The dots come as if every digit had been typed after hydration.
    expect(await input.inputValue()).toBe('12.05.1985');
    expect(await page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/birthday$/);
    await page.getByRole('button', { name: 'Jetzt vergleichen' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding-sofort');
    expect(new URL(page.url()).searchParams.get('birthday')).toBe('1985-05-12');
    expect(problems).toEqual([]);
    await close();
  });

  it('prefetches the page of the link whose hover started hydration', async () => {
    const { page, problems, close } = await calmPage('/riester-rente');
    const link = page.locator('.related a').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\//);
    const prefetch = page.waitForRequest((r) =>
      r.url().endsWith(`/api/page-content?path=${encodeURIComponent(href)}`),
    );
    await link.hover();
    await untilHydrated(page);
    await prefetch;
    expect(problems).toEqual([]);
    await close();
  });

  it('replays a click on a carousel button that came before hydration had finished', async () => {
    const { page, problems, close } = await calmPage('/riester-rente');
    const active = () =>
      page.locator('.rk-award-carousel__item--active').getAttribute('data-award');
    const first = await active();
    // The click's own pointer events start hydration; the click itself comes before it ends.
    await page.getByRole('button', { name: 'Nächste Auszeichnung' }).click();
    await untilHydrated(page);
    await page.waitForFunction(
      (award) =>
        document.querySelector('.rk-award-carousel__item--active')?.getAttribute('data-award') !==
        award,
      first,
    );
    expect(await active()).not.toBe(first);
    expect(problems).toEqual([]);
    await close();
  });
});
