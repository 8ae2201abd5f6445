import type { RouteObject } from 'react-router-dom';
import type { PageEntry } from '../../domain/pages/page-entry';
import { pageByPath } from '../../domain/pages/page-registry';
import { NOT_FOUND_PATH } from '../../domain/pages/page-rules';
import { flowModuleOf } from './flow/flow-modules';

/** SPEC §2: `/` and `/home` (the error fallback's target) show the main landing page. */
export const MAIN_LANDING_PATH = '/rentenversicherung/lp/vergleichen';
export const ERROR_PAGE_PATH = '/_error';
export const GRADES_EXPLANATION_PATH = '/grades-explanation';

export interface RouteModule {
  /** The module's source path: the key of its chunk in the Vite manifest. */
  readonly file: string;
  readonly load: () => Promise<Pick<RouteObject, 'Component'>>;
}

/** One chunk per page type (code-split through route `lazy`). */
export const ROUTE_MODULES = {
  content: {
    file: 'web/app/pages/content-page.tsx',
    load: async () => ({ Component: (await import('./pages/content-page')).ContentPage }),
  },
  flow: {
    file: 'web/app/pages/flow-page.tsx',
    load: async () => ({ Component: (await import('./pages/flow-page')).FlowPage }),
  },
  gradesExplanation: {
    file: 'web/app/pages/grades-explanation-page.tsx',
    load: async () => ({
      Component: (await import('./pages/grades-explanation-page')).GradesExplanationPage,
    }),
  },
  notFound: {
    file: 'web/app/pages/not-found-page.tsx',
    load: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
  },
  errorPage: {
    file: 'web/app/pages/error-page.tsx',
    load: async () => ({ Component: (await import('./pages/error-page')).ErrorPage }),
  },
} as const satisfies Record<string, RouteModule>;

export const registryPage = (path: string): PageEntry => {
  const page = pageByPath(path);
  if (page === null) throw new Error(`${path} fehlt in der Seiten-Registry`);
  return page;
};

/** The page a path shows: '/' and '/home' the main landing page, unknown paths the 404 page. */
export const pageForPath = (path: string): PageEntry => {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  if (bare === '/' || bare === '/home' || bare === '/home/') return registryPage(MAIN_LANDING_PATH);
  return pageByPath(bare) ?? registryPage(NOT_FOUND_PATH);
};

export const moduleOf = (page: PageEntry): RouteModule => {
  switch (page.kind) {
    case 'content':
    case 'landing':
    case 'subLanding':
      return ROUTE_MODULES.content;
    case 'flow':
      if (page.path === GRADES_EXPLANATION_PATH) return ROUTE_MODULES.gradesExplanation;
      // A flow path with its own module (web/app/flow/flow-modules.ts), else the placeholder.
      return flowModuleOf(page.path) ?? ROUTE_MODULES.flow;
    case 'error':
      return page.path === NOT_FOUND_PATH ? ROUTE_MODULES.notFound : ROUTE_MODULES.errorPage;
  }
};

/** Whether a page's route loads written content. */
export const hasContent = (page: PageEntry): boolean => moduleOf(page) === ROUTE_MODULES.content;
