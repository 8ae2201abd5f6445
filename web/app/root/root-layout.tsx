import { type ReactElement, useEffect, useRef } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches } from 'react-router-dom';
import { applyHead } from '../head/apply-head';
import { headOfMatches } from '../head/head-of-matches';
import { useServices } from '../services-context';
import { PageShell } from './page-shell';
import type { RootData } from './root-loader';
import { useInternalLinks } from './use-internal-links';

/** The root route: the shell around every page, the account menu from the root loader. */
export const RootLayout = (): ReactElement => {
  const data = useLoaderData() as RootData;
  const svc = useServices();
  const location = useLocation();
  const matches = useMatches();
  const { onClick, onIntent } = useInternalLinks();
  const firstRender = useRef(true);

  useEffect(() => {
    // Marks the page as hydrated (the e2e tests wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  // After a client-side navigation: the new head, the top of the page, focus on the content.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const head = headOfMatches(
      matches.map((m) => ({ handle: m.handle, data: m.loaderData })),
      svc.config,
    );
    if (head !== null) applyHead(head);
    if (location.hash === '') {
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [location.key]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates the clicks of the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links keep their own keyboard behaviour
    <div
      className="app"
      onClick={onClick}
      onMouseOver={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <PageShell
        shell={{
          loginState: data.loginState,
          deviceOutput: data.deviceOutput,
          path: location.pathname,
          search: location.search,
          phone: svc.config.phoneNumber,
          onLogout: () => svc.logout(),
        }}
      >
        <Outlet />
      </PageShell>
    </div>
  );
};
