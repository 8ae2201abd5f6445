import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { hydrateByInteraction } from './landing-js';

// Shared steps of the shell's browser tests (test/e2e/shell-*.e2e.test.ts).

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export interface WatchedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and warnings, page errors. */
  readonly problems: string[];
  /** CSP violations seen in the page so far. */
  csp(): Promise<string[]>;
}

/** A new context and page that records console problems and CSP violations. */
export const watchedPage = async (
  browser: Browser,
  options: BrowserContextOptions = { viewport: { width: 1280, height: 900 } },
): Promise<WatchedPage> => {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const where = message.location().url;
    // The built-in login service's pages have no icon; Chromium asks for one.
    if (where.endsWith('/favicon.ico')) return;
    problems.push(`${message.type()}: ${message.text()} (${where})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    context,
    page,
    problems,
    csp: () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []),
  };
};

/** Hydrates the page as a visitor would (content and landing pages wait for interaction). */
export const hydrated = (page: Page): Promise<void> => hydrateByInteraction(page);

/** The page has not hydrated (yet): the boot module alone has run. */
export const notHydrated = async (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.dataset.hydrated === undefined);

/** The consent cookie as the banner writes it, so a test starts without the banner. */
export const withConsent = async (
  context: BrowserContext,
  url: string,
  value: string,
): Promise<void> => {
  await context.addCookies([{ name: 'rk_consent', value, url }]);
};

/** POST /api/__test/clock (RK_TEST_ROUTES=1): moves the server's clock. */
export const moveServerClock = async (
  url: string,
  body: { set?: string; advanceMs?: number; reset?: boolean },
): Promise<string> => {
  const answer = await fetch(`${url}/api/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`clock: ${answer.status}`);
  return ((await answer.json()) as { now: string }).now;
};

/** Registers an account through the real built-in login service, starting from the guest menu. */
export const registerThroughLoginService = async (
  page: Page,
  person: { firstName: string; lastName: string; email: string; points: boolean },
): Promise<void> => {
  await page.locator('[data-account-state="guest"] a', { hasText: 'Registrieren' }).click();
  await fillRegistration(page, person);
};

/** On the login service's page: fills in and sends the registration form. */
export const fillRegistration = async (
  page: Page,
  person: { firstName: string; lastName: string; email: string; points: boolean },
): Promise<void> => {
  await page.waitForURL(/\/login\/auth\/prepare\?/);
  await page.locator('#register-salutation-0').check();
  await page.locator('#register-firstName').fill(person.firstName);
  await page.locator('#register-lastName').fill(person.lastName);
  await page.locator('#register-email').fill(person.email);
  await page.locator('#register-password').fill('ein-langes-Passwort-2026');
  if (person.points) await page.locator('#register-points').check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
};

/** One tracking event as the server stored it (GET /api/__test/tracking-events). */
export interface StoredEvent {
  /** Its number: later events have higher ones. */
  readonly id: number;
  readonly name: string;
  readonly event: Readonly<Record<string, unknown>>;
}

/**
 * The events the server stored (RK_TEST_ROUTES=1) after the one numbered `mark` (eventMark),
 * newest first: the route gives the newest 1,000, far more than one test stores.
 */
export const storedEventsOf = async (url: string, mark = 0): Promise<StoredEvent[]> => {
  const answer = await fetch(`${url}/api/__test/tracking-events`);
  if (!answer.ok) throw new Error(`tracking events: ${answer.status}`);
  const { events } = (await answer.json()) as { events: StoredEvent[] };
  return events.filter((event) => event.id > mark);
};

/**
 * The number of the newest stored event (0 for none): a test marks where it starts, then reads
 * the events after it — on the worker's server no other file stores events meanwhile.
 */
export const eventMark = async (url: string): Promise<number> =>
  (await storedEventsOf(url))[0]?.id ?? 0;

/** The URLs of the page's tracking requests from now on, as they are sent. */
export const trackingRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/tracking/') || request.url().includes('general-tracking')) {
      seen.push(request.url());
    }
  });
  return seen;
};

/**
 * An e-mail address of its own for one test (`name-1a2b3c4d@example.org`): a journey's server
 * keeps the accounts and applications of the tests before, so no two tests share an address.
 */
export const freshEmail = (name: string): string =>
  `${name}-${randomUUID().slice(0, 8)}@example.org`;
