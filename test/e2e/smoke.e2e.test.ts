import type { BrowserContext, Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { hydrateByInteraction } from './landing-js';

// Smoke test of the production build in Chromium: a landing page loads and
// hydrates without console errors or CSP violations, the FAQ opens, client-side navigation,
// the 404 page and the error screen with their statuses.

let context: BrowserContext;
let page: Page;
let problems: string[];

const rig = setUpRig();

beforeEach(async () => {
  context = await rig.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // CSP violations are events in the page; collect them where the test can read them.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

afterEach(async () => {
  await context.close();
});

// Content and landing pages hydrate on the first interaction (web/boot), as a visitor gives it.
const hydrated = (target: Page): Promise<void> => hydrateByInteraction(target);

const cspViolations = (target: Page): Promise<string[]> =>
  target.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

describe('the portal in Chromium (production build)', () => {
  it('loads a landing page, hydrates it, without console errors or CSP violations', async () => {
    const answer = await page.goto(`${rig.server.url}/rentenversicherung/lp/vergleichen`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await hydrated(page);
    expect(await page.title()).toBe('Rentenversicherung Vergleich');
    await expect(page.locator('h1').first().textContent()).resolves.toContain('Rentenversicherung');
    expect(await page.locator('[data-account-state="guest"]').count()).toBe(1);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('opens an FAQ answer on click, and closes it on a second click', async () => {
    await page.goto(`${rig.server.url}/riester-rente/foerderung`);
    await hydrated(page);
    const faq = page.locator('#faq');
    const question = faq.locator('summary, button[aria-expanded]').nth(1);
    const isOpen = (): Promise<boolean> =>
      question.evaluate((element) =>
        element.tagName === 'SUMMARY'
          ? (element.parentElement as HTMLDetailsElement).open
          : element.getAttribute('aria-expanded') === 'true',
      );
    expect(await isOpen()).toBe(false);
    await question.click();
    expect(await isOpen()).toBe(true);
    await question.click();
    expect(await isOpen()).toBe(false);
    expect(problems).toEqual([]);
  });

  it('navigates inside the app on a link click: new H1 and title, no page load', async () => {
    await page.goto(`${rig.server.url}/riester-rente/foerderung`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    // An article target (the Riester-Rechner is a tool with its own module, no page content).
    const link = page.locator('.related a[href="/riester-rente/vorteile-nachteile"]');
    // Route prefetching: hovering the link fetches the target's content before the click.
    const prefetch = page.waitForRequest((r) =>
      r.url().endsWith('/api/page-content?path=%2Friester-rente%2Fvorteile-nachteile'),
    );
    await link.hover();
    await prefetch;
    await link.click();
    await page.waitForURL(`${rig.server.url}/riester-rente/vorteile-nachteile`);
    await page.waitForFunction(() =>
      document.querySelector('h1')?.textContent?.includes('Vorteile'),
    );
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${rig.server.url}/riester-rente/vorteile-nachteile`);
    expect(problems).toEqual([]);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const answer = await page.goto(`${rig.server.url}/gibt-es-nicht`);
    expect(answer?.status()).toBe(404);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe('Seite nicht gefunden');
    expect(await page.locator('[data-tracking-path="/altersvorsorge/404"]').count()).toBe(1);
  });

  it('shows the error screen with status 500 when a page fails, and leads to /home', async () => {
    const answer = await page.goto(`${rig.server.url}/__test/render-error`);
    expect(answer?.status()).toBe(500);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe('Es ist leider ein Fehler aufgetreten!');
    await page.getByText('zurück zur Rentenversicherung').click();
    await page.waitForURL(`${rig.server.url}/home`);
    await hydrated(page);
    expect(await page.title()).toBe('Rentenversicherung Vergleich');
    expect(await cspViolations(page)).toEqual([]);
  });
});
