import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PERSONAL_DATA_PAGES } from '../../domain/application/application-entry';
import { SESSION_COOKIE } from '../../domain/device/cookies';
import { apiError } from './api-error';
import { bufferOf, compressedHtml } from './compress-html';
import { signedCookieOf, visitorIdOf } from './cookies';
import { sendErrorAnswer } from './error-answer';
import { pathOf } from './fastify-logger';
import { overloaded } from './overloaded-page';
import type { RenderPool } from './render-pool';
import type { ServerDeps } from './server-deps';
import type { ServerUseCases } from './server-use-cases';
import { loadBuiltRenderer } from './ssr-built';
import type { SsrRenderer, SsrRequest } from './ssr-contract';
import { viteDevRenderer } from './ssr-dev';
import { markdownPageContent } from './ssr-page-content';

export interface SsrOptions {
  /** The build output with client/ and ssr/ (default ./dist). */
  readonly distDir?: string;
  /** The Markdown page content (default ./content/pages). */
  readonly contentDir?: string;
  /** RK_TEST_ROUTES=1: the pages that fail on purpose. */
  readonly testRoutes?: boolean;
  /**
   * `npm run dev`: Vite's dev server renders and serves the browser modules with hot reload
   * (adapters/server/ssr-dev.ts) instead of dist/. Default: RK_WEB_DEV=1.
   */
  readonly dev?: boolean;
}

/**
 * Paths the page renderer never answers: JSON 404 stays for the API and the login service, and a
 * browser file the static files do not have is a 404 too, never a page.
 */
const SERVER_PATHS = /^\/(api|login|assets)(\/|$)/;

/** A page's form (the entry widget: a few fields) is small; anything bigger is no such form. */
export const PAGE_FORM_LIMIT = 4096;
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Hashed file names never change their content: cached for a year, never revalidated. */
const ASSET_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const NOT_BUILT_HTML =
  '<!doctype html><html lang="de"><meta charset="utf-8"><title>Noch nicht gebaut</title>' +
  '<p>Die Seiten sind noch nicht gebaut: bitte <code>npm run build:web</code> ausführen.</p></html>';

const devContentSecurityPolicy = (reply: FastifyReply): string =>
  String(reply.getHeader('content-security-policy') ?? '').replace(
    "style-src 'self'",
    "style-src 'self' 'unsafe-inline'",
  );

const headersOf = (request: FastifyRequest): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers[name] = value;
    else if (Array.isArray(value)) headers[name] = value.join(', ');
  }
  return headers;
};

/**
 * The web portal on the Fastify server: the browser files under /assets/ with long
 * cache headers, robots.txt and sitemap.xml, the page content for client-side navigation
 * (GET /api/page-content?path=), and every other GET rendered by the server renderer. The
 * renderer is loaded on the first page request, so the API starts without a web build.
 */
export const ssrPlugin: FastifyPluginAsync<{
  deps: ServerDeps;
  useCases: ServerUseCases;
  options: SsrOptions;
}> = async (app, { deps, useCases, options }) => {
  const distDir = path.resolve(options.distDir ?? 'dist');
  const pages = markdownPageContent(
    path.resolve(options.contentDir ?? path.join('content', 'pages')),
    deps.logger,
  );
  const testRoutes = options.testRoutes === true;
  const dev = options.dev ?? process.env.RK_WEB_DEV === '1';
  const devRenderer = dev ? await viteDevRenderer(app, deps, useCases, testRoutes) : null;

  let renderer: Promise<SsrRenderer | null> | null = null;
  // The render workers, once the renderer started them; stopped with the server.
  let pool: RenderPool | null = null;
  app.addHook('onClose', async () => {
    await pool?.close();
  });
  const rendererOf = (): Promise<SsrRenderer | null> => {
    if (devRenderer !== null) return devRenderer({ pages });
    renderer ??= loadBuiltRenderer(deps, useCases, distDir, pages, testRoutes, (started) => {
      pool = started;
    }).catch((e: unknown) => {
      renderer = null;
      throw e;
    });
    return renderer;
  };

  // Test routes only: the soak bench collects the render workers' garbage before it reads the
  // process's memory (/api/__test/memory collects the main thread's).
  if (testRoutes) {
    app.get('/api/__test/render-workers/gc', async () => ({
      workers: pool === null ? 0 : await pool.collect(),
    }));
  }

  // The renderer and the page content load when the server is ready, not on the first visit.
  if (!dev) {
    app.addHook('onReady', async () => {
      rendererOf()
        .then(() => pages.contentOf('/'))
        .catch((e: unknown) => {
          deps.logger.log('error', 'ssr: renderer not loadable', { error: String(e) });
        });
    });
  }

  const assetsDir = path.join(distDir, 'client', 'assets');
  if (!dev && fs.existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      index: false,
      immutable: true,
      maxAge: ASSET_MAX_AGE_MS,
      // The build writes .br and .gz beside every text file (vite.config.ts).
      preCompressed: true,
      decorateReply: false,
    });
  }

  const notBuilt = (reply: FastifyReply): FastifyReply =>
    reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_HTML);

  app.get('/robots.txt', async (_request, reply) => {
    const r = await rendererOf();
    return r === null
      ? notBuilt(reply)
      : reply.type('text/plain; charset=utf-8').send(r.robotsTxt());
  });
  app.get('/sitemap.xml', async (_request, reply) => {
    const r = await rendererOf();
    return r === null
      ? notBuilt(reply)
      : reply.type('application/xml; charset=utf-8').send(r.sitemapXml());
  });

  app.get<{ Querystring: { path: string } }>(
    '/api/page-content',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['path'],
          properties: { path: { type: 'string', pattern: '^/[A-Za-z0-9/_-]{0,200}$' } },
        },
      },
    },
    async (request, reply) => {
      const content = pages.contentOf(request.query.path);
      if (content === null) {
        return reply
          .code(404)
          .send(apiError('content/not-found', 'Zu dieser Seite gibt es keinen Inhalt.'));
      }
      return reply.header('cache-control', 'public, max-age=300').send(content);
    },
  );

  // The page URL's origin is the configured one, the same for every request.
  const publicOrigin = new URL(deps.config.publicUrl).origin;
  const renderPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    form: string | null,
  ): Promise<FastifyReply> => {
    if (SERVER_PATHS.test(pathOf(request.url))) {
      reply.callNotFound();
      return reply;
    }
    const r = await rendererOf();
    if (r === null) return notBuilt(reply);
    // Every render worker's queue is full: the page answers at once instead of waiting.
    if (pool !== null && pool.pick() === null) return overloaded(reply);
    const ssrRequest: SsrRequest = {
      url: `${publicOrigin}${request.url}`,
      headers: headersOf(request),
      cookies: request.cookies,
      sessionId: signedCookieOf(request, SESSION_COOKIE),
      visitorId: visitorIdOf(request),
      ...(form === null ? {} : { method: 'POST' as const, form }),
    };
    const answer = await r.render(ssrRequest);
    if (answer.shed === true) return overloaded(reply);
    for (const cookie of answer.cookies) reply.setCookie(cookie.name, cookie.value, cookie.options);
    // Vite's dev client injects the stylesheets as <style> elements.
    if (dev) reply.header('content-security-policy', devContentSecurityPolicy(reply));
    if (answer.location !== null) return reply.redirect(answer.location, answer.status);
    const encoded =
      answer.encoding === undefined
        ? compressedHtml(answer.body, request.headers['accept-encoding'])
        : { encoding: answer.encoding, body: bufferOf(answer.body) };
    if (encoded !== null) reply.header('content-encoding', encoded.encoding);
    return (
      reply
        .code(answer.status)
        .type('text/html; charset=utf-8')
        // The page shows the visitor's login state: for this browser only, always revalidated;
        // an application's personal data is not stored at all.
        .header(
          'cache-control',
          PERSONAL_DATA_PAGES.has(pathOf(request.url)) ? 'private, no-store' : 'private, no-cache',
        )
        .header('vary', 'accept-encoding')
        // Bytes, not a string: Node writes them with the headers in one go.
        .send(encoded === null ? bufferOf(answer.body) : encoded.body)
    );
  };

  app.get('/*', async (request, reply) => renderPage(request, reply, null));

  // A page's form posted without JavaScript (the entry widget): the CSRF check of
  // security.ts has already run; the page's action answers, a redirect with 303.
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: PAGE_FORM_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post('/*', { bodyLimit: PAGE_FORM_LIMIT }, async (request, reply) => {
    if (typeof request.body !== 'string') {
      if (SERVER_PATHS.test(pathOf(request.url))) {
        reply.callNotFound();
        return reply;
      }
      return sendErrorAnswer(
        request,
        reply,
        400,
        apiError(
          'request/content-type',
          `Bitte senden Sie das Formular als ${FORM_TYPE} (Content-Type).`,
        ),
      );
    }
    return renderPage(request, reply, request.body);
  });
};
