import path from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { MemoryLogger } from '../../adapters/memory/memory-logger.adapter';
import { markdownPageContent } from '../../adapters/server/ssr-page-content';
import type { PageContent } from '../../domain/pages/page-content';
import { PARTNER_DEFAULTS } from '../../domain/partner/partner-info';
import { err, ok } from '../../domain/result';
import type { LoginUserData } from '../../domain/session/login-state';
import type { AppServices, PublicConfig } from '../../ports/app-services';
import { CONSULTING_UNAVAILABLE } from '../../ports/consulting-page-services';
import { NOT_LOGGED_IN } from '../../ports/customer-area-page-services';
import { CANCEL_APPOINTMENT_MESSAGES } from '../../ports/use-cases/cancel-consulting-appointment.use-case';
import { makeRunCalculators } from '../../ports/use-cases/run-calculators.use-case';
import type { PageAssets } from '../../web/app/document';
import { type RenderedPage, renderPage } from '../../web/app/render-page';

const LINK_INVALID = {
  kind: 'consulting/link-invalid',
  message: CANCEL_APPOINTMENT_MESSAGES['consulting/link-invalid'],
} as const;

export const ROOT = path.resolve(import.meta.dirname, '../..');
const content = markdownPageContent(path.join(ROOT, 'content/pages'), new MemoryLogger());

/** The real page content of content/pages. */
export const contentOf = (pagePath: string): PageContent | null => content.contentOf(pagePath);

export const TEST_CONFIG: PublicConfig = {
  publicUrl: 'https://www.rentenkompass.test',
  brandName: 'Rentenkompass',
  phoneNumber: '0800 111 22 33',
  testRoutes: false,
  uploadMaxBytes: 209_715_200,
};

export const TEST_ASSETS: PageAssets = {
  entry: '/assets/entry.client-abc.js',
  preloads: ['/assets/shared-abc.js'],
  styles: ['/assets/entry-abc.css'],
  routeChunks: {
    'web/app/routes/content/content-page.tsx': { js: ['/assets/content-page-abc.js'], css: [] },
    'web/app/routes/content/not-found-page.tsx': { js: ['/assets/not-found-page-abc.js'], css: [] },
  },
};

export interface FakeServices extends AppServices {
  /** Device outputs the loaders asked to remember. */
  readonly remembered: string[];
}

/** AppServices over plain values: a guest with the real page content by default. */
export const fakeServices = (
  overrides: Partial<AppServices> & {
    readonly userAgent?: string | null;
    readonly deviceCookie?: string | null;
  } = {},
): FakeServices => {
  const remembered: string[] = [];
  const guest: LoginUserData = { isLoggedIn: false, ssoUserData: null, expiredSessionData: null };
  return {
    config: TEST_CONFIG,
    // The machine's clock, as the pages had it before AppServices.now(); a test may pass its own.
    now: () => Date.now(),
    userData: async () => guest,
    expiredSession: async () => null,
    pageContent: async (pagePath) => contentOf(pagePath),
    partnerInfo: async () => PARTNER_DEFAULTS,
    campaignBanners: async () => [],
    businessProcess: async () => ({}),
    saveBusinessProcess: async () => ok({}),
    logout: async () => undefined,
    deviceClues: () => ({
      cookie: overrides.deviceCookie ?? null,
      userAgent: overrides.userAgent ?? null,
    }),
    rememberDeviceOutput: (output) => {
      remembered.push(output);
    },
    visitClues: () => ({ referrer: null, wpsetCookie: null, consentCookie: null }),
    rememberWpset: () => undefined,
    rememberConsent: () => undefined,
    // On the services' clock, as the server's use case runs on the server's.
    calculators: async () =>
      makeRunCalculators({
        clock: { now: () => Temporal.Instant.fromEpochMilliseconds((overrides.now ?? Date.now)()) },
      }),
    calculatePoints: async () => null,
    renRef: async () => null,
    trackingSessionId: async () => null,
    track: async () => undefined,
    log: async () => undefined,
    compareTariffs: async () =>
      err({ kind: 'comparison/unavailable', message: 'Kein Vergleich im Test.' }),
    tariffDetails: async () =>
      err({ kind: 'comparison/unavailable', message: 'Kein Vergleich im Test.' }),
    insurerList: async () =>
      err({ kind: 'comparison/unavailable', message: 'Kein Vergleich im Test.' }),
    contributionLimits: async () => null,
    applicationDraft: async () => null,
    saveApplicationDraft: async () => ({ kind: 'unavailable', message: 'Kein Speicher im Test.' }),
    requestCallback: async () => ({ kind: 'unavailable', message: 'Kein Speicher im Test.' }),
    // A guest: the customer area shows its login prompt.
    customerArea: {
      overview: async () => null,
      watchlist: async () => null,
      save: async () => NOT_LOGGED_IN,
      remove: async () => NOT_LOGGED_IN,
      application: async () => NOT_LOGGED_IN,
      documents: async () => NOT_LOGGED_IN,
      identification: {
        view: async () => NOT_LOGGED_IN,
        start: async () => NOT_LOGGED_IN,
        sendSms: async () => NOT_LOGGED_IN,
        remindLater: async () => NOT_LOGGED_IN,
        finish: async () => NOT_LOGGED_IN,
      },
      tariffAdjustment: async () => NOT_LOGGED_IN,
      chooseTariffAdjustment: async () => NOT_LOGGED_IN,
      payInMore: {
        view: async () => NOT_LOGGED_IN,
        submit: async () => NOT_LOGGED_IN,
      },
      withdrawal: {
        view: async () => NOT_LOGGED_IN,
        withdraw: async () => NOT_LOGGED_IN,
      },
    },
    // A consulting team without free half hours; a signed link is never valid.
    consulting: {
      today: () => '2026-11-26',
      slots: async () => [],
      hold: async () => err(CONSULTING_UNAVAILABLE),
      heldSlot: async () => null,
      book: async () => err(CONSULTING_UNAVAILABLE),
      callback: async () => err(CONSULTING_UNAVAILABLE),
      appointment: async () => err(LINK_INVALID),
      cancel: async () => err(LINK_INVALID),
    },
    ...overrides,
    remembered,
  };
};

/** A rendered page with its bytes read back as text. */
export type RenderedHtml = RenderedPage & { readonly html: string };

/** The page's bytes as the browser reads them (UTF-8). */
export const withHtml = (page: RenderedPage): RenderedHtml => ({
  ...page,
  html: new TextDecoder('utf-8', { fatal: true }).decode(page.body),
});

/** Renders a path as the server does. */
export const render = async (
  pathAndQuery: string,
  services: AppServices = fakeServices(),
): Promise<RenderedHtml> =>
  withHtml(
    await renderPage({
      services,
      request: new Request(`${TEST_CONFIG.publicUrl}${pathAndQuery}`),
      assets: TEST_ASSETS,
    }),
  );

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** Text of HTML: tags removed, the entities React and the head writer use decoded. */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The text of every match of `<tag …>…</tag>`. */
export const elementTexts = (html: string, tag: string): string[] =>
  [...html.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) =>
    textOf(m[1] ?? ''),
  );

/** The content attribute of `<meta name|property="…">`, or null. */
export const metaOf = (html: string, key: string): string | null => {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match === null ? null : textOf(match[1] ?? '');
};

/** The parsed hydration JSON block. */
export const payloadOf = (html: string): unknown => {
  const match = /<script type="application\/json" id="__rk_data">([\s\S]*?)<\/script>/.exec(html);
  if (match === null) throw new Error('no hydration data');
  return JSON.parse(match[1] ?? '');
};
