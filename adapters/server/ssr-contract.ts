import type { CookieSerializeOptions } from '@fastify/cookie';
import type { PageContent } from '../../domain/pages/page-content';
import type { PublicConfig } from '../../ports/app-services';
import type { RenderWorkerPool } from '../../ports/render-workers.port';
import type { ServerDeps } from './server-deps';
import type { ServerUseCases } from './server-use-cases';

/**
 * What the Fastify server and the server renderer (web/entry.server.tsx, loaded from
 * dist/ssr/entry.server.js or through Vite in dev) say to each other. Only types: the adapter
 * must not import web/, the renderer imports this file.
 */

/** The browser files of one page, as URLs under /assets/. */
export interface ClientAssets {
  /** The boot module (`<script type="module" src>`), which imports the entry; absent in dev. */
  readonly boot?: string;
  /** The entry module (`<script type="module" src>` without a boot module). */
  readonly entry: string;
  /** Modules to preload: the entry's static imports. */
  readonly preloads: readonly string[];
  /** Stylesheets of the entry. */
  readonly styles: readonly string[];
  /** Per route module (its source path, e.g. web/app/routes/content/content-page.tsx): its chunks and CSS. */
  readonly routeChunks: Readonly<
    Record<string, { readonly js: readonly string[]; readonly css: readonly string[] }>
  >;
  /** Dev only: extra module scripts before the entry (Vite client, React refresh preamble). */
  readonly devScripts?: readonly string[];
}

/** Looks up the written content of a page (content/pages/**.md). */
export interface PageContentSource {
  contentOf(path: string): PageContent | null;
}

/** What each render worker starts with (its workerData). */
export interface RenderWorkerSetup {
  readonly config: PublicConfig;
  readonly assets: ClientAssets;
}

export type { RenderWorkerPool };

export interface SsrSetup {
  readonly deps: ServerDeps;
  /** The server's use cases, resolved once from its container (server-use-cases.ts). */
  readonly useCases: ServerUseCases;
  readonly pages: PageContentSource;
  readonly assets: ClientAssets;
  /** RK_TEST_ROUTES=1: adds the routes that fail on purpose (error screen tests). */
  readonly testRoutes: boolean;
  /** Starts the render workers with their setup; absent: every page renders on the main thread. */
  readonly startWorkers?: (setup: RenderWorkerSetup) => RenderWorkerPool;
}

/** One page request, as the renderer needs it: a GET, or the POST of a page's form. */
export interface SsrRequest {
  /** GET when absent; POST only with `form` (the entry form posts, GET never writes). */
  readonly method?: 'GET' | 'POST';
  /** The posted form, application/x-www-form-urlencoded. */
  readonly form?: string;
  /** Absolute URL: origin of PUBLIC_URL plus the request's path and query. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly cookies: Readonly<Record<string, string | undefined>>;
  /** The portal session id from the signed session cookie, or null. */
  readonly sessionId: string | null;
  /** The visitor id of the business-process data (cookie rk_visitor), or null. */
  readonly visitorId: string | null;
}

export interface SsrCookie {
  readonly name: string;
  readonly value: string;
  readonly options: CookieSerializeOptions;
}

export interface SsrAnswer {
  readonly status: number;
  /** A redirect target, or null. */
  readonly location: string | null;
  /** The HTML document as UTF-8 bytes, or compressed with `encoding`. */
  readonly body: Uint8Array;
  /** Set when a render worker compressed the body for the request's Accept-Encoding. */
  readonly encoding?: 'br' | 'gzip';
  /** Every render worker's queue was full: the server answers with its 503 page instead. */
  readonly shed?: true;
  readonly cookies: readonly SsrCookie[];
}

export interface SsrRenderer {
  render(request: SsrRequest): Promise<SsrAnswer>;
  robotsTxt(): string;
  sitemapXml(): string;
}

/** The module dist/ssr/entry.server.js. */
export interface SsrEntryModule {
  createRenderer(setup: SsrSetup): SsrRenderer;
}
