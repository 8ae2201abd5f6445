import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { axeViolations } from './axe-violations';
import {
  BROWSER_TEST_TIMEOUT_MS,
  connectChromium,
  DESKTOP_VIEW,
  E2E_ADMIN_TOKEN,
  freshen,
  type RigServer,
  startE2eServer,
  workerServer,
} from './browser-rig';
import { type BuiltServer, ensureBuilt } from './built-server';
import { outboxMails } from './mail-outbox';

// The application journey's browser tests against the production build with its real backend:
// SQLite in the worker server's DATA_DIR (or one of the file's own), the outbox worker, the built-in demo insurer (its
// ledger readable through the test routes), `.eml` confirmations in DATA_DIR/outbox, and the
// admin API (ADMIN_TOKEN) to read what was stored.

/** The admin API's bearer token in these tests (at least 32 characters, as the server wants). */
export const ADMIN_TOKEN = E2E_ADMIN_TOKEN;

/** The comparison the schicht3 journeys start from (SPEC §3 search data). */
export const SCHICHT3_SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&ra=67&mp=150&pp=monthly';

/** The hotline the pages show (the server's default PHONE_NUMBER). */
export const HOTLINE = /0800/;

/** Where the screenshots go to be looked at. */
export const SHOTS_DIR = path.join(os.tmpdir(), 'rk-application-shots');

/** The README's screenshots of the journey, also written to docs/screenshots with RK_SCREENSHOTS=1. */
const README_SHOTS: ReadonlySet<string> = new Set([
  'online-contract-1280.png',
  'personal-login-390.png',
]);
const DOCS_SHOTS_DIR = path.resolve(import.meta.dirname, '../../docs/screenshots');

export interface ApplicationRig {
  readonly server: RigServer;
  readonly browser: Browser;
  /** The server's DATA_DIR (database, outbox mails). */
  readonly dataDir: string;
  /** The server's process: only a rig with a server of its own (`ownServer`) has one. */
  readonly process: BuiltServer;
}

export interface ApplicationRigOptions {
  /** How long starting may take (ms). */
  readonly timeoutMs?: number;
  /**
   * A built server of the file's own instead of the worker's: for tests that need other settings
   * (`env`, e.g. INSURER_URL; read once the file's tests start) or harm the process (a file-size
   * limit set on it).
   */
  readonly ownServer?: {
    readonly env?: () => Promise<Readonly<Record<string, string>>>;
  };
}

interface Started {
  readonly server: RigServer;
  readonly browser: Browser;
  readonly dataDir: string;
  readonly process?: BuiltServer;
  stop(): Promise<void>;
}

const startOwn = async (env: () => Promise<Readonly<Record<string, string>>>): Promise<Started> => {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-apply-'));
  const [server, browser] = await Promise.all([
    startE2eServer({ ...(await env()), DATA_DIR: dataDir }),
    connectChromium(),
  ]);
  return {
    server,
    browser,
    dataDir,
    process: server,
    async stop() {
      await browser.close();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * The application journeys' rig for the test file (or describe block): the worker's built server
 * (admin API on, test routes on, its DATA_DIR readable) or one of its own, and the run's
 * Chromium; read the fields inside the tests.
 */
export const setUpApplicationRig = (options: ApplicationRigOptions = {}): ApplicationRig => {
  const { timeoutMs = 180_000, ownServer } = options;
  vi.setConfig({ testTimeout: BROWSER_TEST_TIMEOUT_MS * 2 });
  let started: Started | undefined;
  const current = (): Started => {
    if (started === undefined) throw new Error('the application rig is not started (beforeAll)');
    return started;
  };
  beforeAll(async () => {
    const shared = ownServer === undefined ? workerServer() : undefined;
    if (shared === undefined) {
      started = await startOwn(ownServer?.env ?? (async () => ({})));
      return;
    }
    const [browser] = await Promise.all([connectChromium(), freshen(shared)]);
    started = {
      server: shared,
      browser,
      dataDir: shared.dataDir,
      stop: () => browser.close(),
    };
  }, timeoutMs);
  afterAll(async () => {
    await started?.stop();
  });
  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    get dataDir() {
      return current().dataDir;
    },
    get process() {
      const own = current().process;
      if (own === undefined)
        throw new Error("the rig shares the worker's server: no process of its own");
      return own;
    },
  };
};

/** A stored application as the admin API answers it (the fields the tests read). */
export interface AdminApplication {
  readonly reference: string;
  readonly status: string;
  readonly idempotencyKey: string;
  readonly owner: { readonly accountId: string | null; readonly visitorId: string };
  readonly choice: { readonly tariffId: string; readonly product: string };
  readonly form: {
    readonly personal: Readonly<Record<string, unknown>>;
    readonly [section: string]: unknown;
  };
  readonly consents: Readonly<Record<string, unknown>>;
  readonly creditedPoints: number | null;
}

const admin = async (server: RigServer, path: string): Promise<unknown> => {
  const answer = await fetch(`${server.url}/api/admin/applications${path}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (!answer.ok) throw new Error(`admin ${path}: ${answer.status}`);
  return answer.json();
};

/** Every stored application's reference (admin list, newest first). */
export const storedReferences = async (server: RigServer): Promise<string[]> => {
  const list = (await admin(server, '')) as { applications: { reference: string }[] };
  return list.applications.map((a) => a.reference);
};

/**
 * The admin list holds `reference` once and otherwise exactly what it held `before`: one
 * application stored, nothing else touched. The list is newest first, but the order is not
 * compared: an application another file signed while the worker server's clock was moved ahead
 * (pay-in-more, 31 December 2026) stays the newest.
 */
export const expectNewlyStored = async (
  server: RigServer,
  before: readonly string[],
  reference: string,
): Promise<void> => {
  const after = await storedReferences(server);
  expect(after.filter((stored) => stored === reference)).toEqual([reference]);
  expect(after.filter((stored) => stored !== reference)).toEqual(before);
};

/** One stored application with its credited points (admin detail). */
export const storedApplication = async (
  server: RigServer,
  reference: string,
): Promise<AdminApplication> =>
  (await admin(server, `/${encodeURIComponent(reference)}`)) as AdminApplication;

/** The demo insurer's ledger: deliveries per idempotency key (the reference) and its answers. */
export const demoInsurerLedger = async (
  server: RigServer,
): Promise<{
  deliveries: Record<string, number>;
  answers: Record<string, { decision: string }>;
}> => {
  const answer = await fetch(`${server.url}/demo-insurer/__test/ledger`);
  if (!answer.ok) throw new Error(`demo insurer ledger: ${answer.status}`);
  return (await answer.json()) as {
    deliveries: Record<string, number>;
    answers: Record<string, { decision: string }>;
  };
};

/** The confirmation mails written to DATA_DIR/outbox that name this reference. */
export const confirmationMailsOf = (dataDir: string, reference: string): string[] => {
  return outboxMails(dataDir)
    .map((mail) => mail.text)
    .filter((text) => text.includes(reference));
};

/**
 * The outbox has done its work for the application: handed over exactly once (accepted), the
 * status `handedOver`, one confirmation `.eml` to the customer naming the documents (no PDF attached:
 * each is made when first opened).
 */
export const expectDelivered = async (
  rig: ApplicationRig,
  reference: string,
  email: string,
): Promise<AdminApplication> => {
  await expect
    // Every half second: the admin API allows 60 requests a minute (ADMIN_LIMIT_PER_MINUTE, admin-token.ts).
    .poll(async () => (await storedApplication(rig.server, reference)).status, {
      timeout: 30_000,
      interval: 500,
    })
    .toBe('handedOver');
  const ledger = await demoInsurerLedger(rig.server);
  expect(ledger.deliveries[reference]).toBe(1);
  expect(ledger.answers[reference]?.decision).toBe('accepted');
  await expect
    .poll(() => confirmationMailsOf(rig.dataDir, reference).length, { timeout: 30_000 })
    .toBe(1);
  const [mail] = confirmationMailsOf(rig.dataDir, reference);
  expect(mail).toMatch(new RegExp(`^To: ${email.replace('.', '\\.')}`, 'm'));
  expect(mail).not.toMatch(/Content-Type: application\/pdf/i);
  expect(mail).toContain('Produktinformationsblatt');
  return storedApplication(rig.server, reference);
};

/** A fresh context with the consent cookie (necessary only) and a page that records problems. */
export const journeyPage = async (
  rig: ApplicationRig,
  options: BrowserContextOptions = DESKTOP_VIEW,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> => {
  const context = await rig.browser.newContext(options);
  await context.addCookies([{ name: 'rk_consent', value: 'f', url: rig.server.url }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A form answered with its messages (400) fails its call on purpose; the login service's
    // pages have no icon.
    if (/status of 400/.test(message.text())) return;
    if (message.location().url.endsWith('/favicon.ico')) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
};

/** No serious or critical axe-core finding, and a full-page screenshot to look at. */
/**
 * The same customer (the journey's cookies) on a desktop browser at the page `url`: `check` looks
 * at it there, then the desktop context is closed.
 */
export const onDesktopToo = async (
  rig: ApplicationRig,
  context: BrowserContext,
  url: string,
  check: (wide: Page) => Promise<void>,
): Promise<void> => {
  const desktop = await rig.browser.newContext({
    ...DESKTOP_VIEW,
    storageState: await context.storageState(),
  });
  const wide = await desktop.newPage();
  await wide.goto(url);
  await check(wide);
  await desktop.close();
};

export const checkPage = async (page: Page, shot: string): Promise<void> => {
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, shot);
};

/**
 * A full-page screenshot to look at (axe-core cannot run where JavaScript is off: its checks run
 * in the page).
 */
export const screenshot = async (page: Page, shot: string): Promise<void> => {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, shot), fullPage: true });
  if (process.env.RK_SCREENSHOTS === '1' && README_SHOTS.has(shot)) {
    fs.copyFileSync(path.join(SHOTS_DIR, shot), path.join(DOCS_SHOTS_DIR, shot));
  }
};

/** Waits for the page's path and, with JavaScript, its hydration. */
export const onJourneyPath = async (page: Page, pathname: string, js = true): Promise<void> => {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 60_000 });
  if (js) await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
};

/** From the result list: "Online abschließen" of the first tariff that has it → /personal-login. */
export const startFromResultList = async (
  page: Page,
  base: string,
  search: string,
  js = true,
): Promise<string> => {
  await page.goto(`${base}/result?${search}`);
  if (js) await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
  const entry = page.getByTestId('online-contract-entry').first();
  await expect.poll(() => entry.isVisible(), { timeout: 30_000 }).toBe(true);
  const href = (await entry.getAttribute('href')) ?? '';
  const tariffId = new URL(href, base).searchParams.get('tariffId') ?? '';
  expect(tariffId).not.toBe('');
  await entry.click();
  await onJourneyPath(page, '/personal-login', js);
  return tariffId;
};

/** What the page shows, for an assertion's message: the navigation, hydration and #root's cards. */
const screenSummary = (page: Page): Promise<string> =>
  page
    .evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as
        | PerformanceNavigationTiming
        | undefined;
      const cards = [...document.querySelectorAll('#root [data-testid], #root h1, #root h2')]
        .map((e) => e.getAttribute('data-testid') ?? `${e.tagName}:${e.textContent?.slice(0, 40)}`)
        .join(', ');
      return `navigation ${navigation?.type ?? '?'}, hydrated ${document.documentElement.dataset.hydrated ?? 'no'}, #root children ${document.getElementById('root')?.children.length ?? 0}: ${cards}`;
    })
    .catch((e: unknown) => `page not readable: ${String(e)}`);

/** /personal-login → "Ohne Konto weiter" → the login service's guest form → /personal-data. */
export const goOnWithoutAccount = async (
  page: Page,
  guest: { readonly email: string; readonly phone: string },
  js = true,
): Promise<void> => {
  const guestLink = page.getByRole('link', { name: 'Ohne Konto weiter' });
  // Right after a back or forward the route may still be settling: wait for one link, longer
  // than the poll's 1 s default on a loaded two-core machine. Twice in CI runs (not reproduced
  // in 60 tries here) the page kept two for 15 s: say what was on screen when it happens again.
  try {
    await expect.poll(() => guestLink.count(), { timeout: 15_000 }).toBe(1);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`${why} — on ${page.url()}: ${await screenSummary(page)}`);
  }
  await guestLink.click();
  await page.waitForURL(/\/login\/auth\/prepare/);
  const form = page.locator('#ohne-konto');
  await form.getByLabel('E-Mail').fill(guest.email);
  await form.getByLabel('Telefon').fill(guest.phone);
  await form.getByRole('button', { name: 'Weiter ohne Konto' }).click();
  await onJourneyPath(page, '/personal-data', js);
};

/** The customer of the journeys: valid data of every field (Steuer-IdNr. and IBAN with check digits). */
export interface Applicant {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
}

/** Fills /personal-data with valid values for every product; Riester adds the Zulagenantrag. */
export const fillApplicationData = async (
  page: Page,
  applicant: Applicant,
  product: 'schicht3' | 'riester' | 'ruerup' | 'sofort',
): Promise<void> => {
  await page.getByLabel('Anrede').selectOption('Frau');
  await page.getByLabel('Vorname').fill(applicant.firstName);
  await page.getByLabel('Nachname', { exact: true }).fill(applicant.lastName);
  await page.getByLabel('E-Mail-Adresse').fill(applicant.email);
  await page.getByLabel('Telefonnummer').fill(applicant.phone);
  await page.getByLabel('Straße').fill('Straße des 17. Juni');
  await page.getByLabel('Hausnummer').fill('12a');
  await page.getByLabel('Postleitzahl').fill('10115');
  await page.getByLabel('Wohnort').fill('Berlin');
  await page.getByLabel('Geburtsort').fill('Görlitz');
  await page.getByLabel('Steuerliche Identifikationsnummer (Steuer-IdNr.)').fill('86 095 742 719');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel('Kontoinhaber').fill(`${applicant.firstName} ${applicant.lastName}`);
  await page.getByRole('radio', { name: 'Nein' }).check();
  if (product === 'riester') {
    await page.getByRole('radio', { name: 'Dauerzulagenantrag' }).check();
    await page.getByRole('radio', { name: /^Unmittelbar/ }).check();
    await page.getByLabel('Sozialversicherungsnummer', { exact: true }).fill('12 010190 M 00 4');
  }
};

/** "Weiter zur Zusammenfassung" → /online-contract. */
export const toContract = async (page: Page, js = true): Promise<void> => {
  await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
  await onJourneyPath(page, '/online-contract', js);
};

/** The three ticks of /online-contract (§ 61 VVG waiver, § 152 VVG withdrawal, data protection). */
export const tickConsents = async (page: Page): Promise<void> => {
  for (const label of [
    /Ich verzichte auf eine Beratung/,
    /Widerrufsbelehrung gelesen/,
    /Ich willige ein/,
  ]) {
    await page.getByLabel(label).check();
  }
};

/** The four documents listed before signing, each with its SPEC §9 file name and size. */
export const expectDocumentsListed = async (page: Page): Promise<void> => {
  const documents = page.getByTestId('documents').locator('li');
  await expect.poll(() => documents.count()).toBe(4);
  for (const text of await documents.allTextContents()) {
    expect(text).toMatch(/\.pdf \(PDF, [\d,]+ (B|kB|KB|MB)\)/);
  }
};

/** "Jetzt zahlungspflichtig abschließen" → /thankyou; answers the reference number shown. */
export const signContract = async (page: Page, js = true): Promise<string> => {
  await page.getByRole('button', { name: 'Jetzt zahlungspflichtig abschließen' }).click();
  await onJourneyPath(page, '/thankyou', js);
  const reference = (await page.getByTestId('reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^RK-\d{4}-[A-Z0-9]{8}$/);
  expect(new URL(page.url()).searchParams.get('ref')).toBe(reference);
  return reference;
};

/**
 * The journey up to the button: from the result list ("Online abschließen") without an account
 * through /personal-data filled in full to /online-contract with its three ticks. Answers the
 * chosen tariff.
 */
export const applyUpToSigning = async (
  page: Page,
  base: string,
  journey: {
    readonly search: string;
    readonly applicant: Applicant;
    readonly product: 'schicht3' | 'riester' | 'ruerup' | 'sofort';
  },
): Promise<string> => {
  const tariffId = await startFromResultList(page, base, journey.search);
  await goOnWithoutAccount(page, journey.applicant);
  await fillApplicationData(page, journey.applicant, journey.product);
  await toContract(page);
  await tickConsents(page);
  return tariffId;
};
