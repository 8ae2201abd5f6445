import { type ReactElement, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches } from 'react-router-dom';
import type { ConsentType } from '../../../domain/device/consent';
import { REQUIRED_CONSENT } from '../../../domain/device/consent-cookie';
import { deviceTypeOf, isAppOutput } from '../../../domain/device/device-output';
import { COOKIE_SETTINGS_PATH } from '../../../domain/pages/legal-pages';
import { productTypeOfPage } from '../../../domain/pages/page-product';
import { isSinglePremium } from '../../../domain/products/product-profile';
import { useAppBridge } from '../../features/app-bridge/use-app-bridge';
import { ConsentBanner } from '../../features/consent/consent-banner';
import {
  CONSENT_FORM_ACTION,
  type ConsentControls,
  ConsentControlsContext,
} from '../../features/consent/consent-controls';
import { applyHead } from '../head/apply-head';
import { headOfMatches } from '../head/head-of-matches';
import { hasContent, pageForPath } from '../route-modules';
import { useServices } from '../services-context';
import { usePageHandle } from '../use-page';
import { CampaignBanners } from './campaign-banners';
import { isLoginHref, PageShell } from './page-shell';
import type { RootData } from './root-loader';
import { ShellTapBar } from './shell-tap-bar';
import { TrustSection } from './trust-section';
import { useArrival } from './use-arrival';
import { useInternalLinks } from './use-internal-links';
import { usePageTracking } from './use-page-tracking';
import { usePoints } from './use-points';

/**
 * The root route: the shell around every page — the account menu from the root loader, the
 * campaign banners, awards and insurers, the tap bar on phones, the consent banner, tracking with
 * analytics consent, and the app bridge's login inside the app.
 */
export const RootLayout = (): ReactElement => {
  const data = useLoaderData() as RootData;
  const svc = useServices();
  const location = useLocation();
  const matches = useMatches();
  const page = usePageHandle()?.page ?? pageForPath(location.pathname);
  const productType = productTypeOfPage(page);
  const [consent, setConsent] = useState<readonly ConsentType[] | null>(data.consent);
  // The footer's "Cookie-Einstellungen" opened the dialog again over the current page.
  const [reopened, setReopened] = useState(false);
  const consentControls = useMemo<ConsentControls>(
    () => ({
      consent,
      save: (types) => {
        svc.rememberConsent(types);
        setConsent(types);
        setReopened(false);
      },
    }),
    [consent, svc],
  );
  const onSettingsPage = location.pathname === COOKIE_SETTINGS_PATH;
  const renRef = useArrival(svc, data.loginState);
  const bridge = useAppBridge({
    active: isAppOutput(data.deviceOutput),
    productType,
    log: svc.log,
  });
  const intercept = useCallback(
    (anchor: HTMLAnchorElement): boolean => {
      const href = anchor.getAttribute('href') ?? '';
      // With JavaScript the cookie settings open over the page instead of on a page of their own.
      if (href === COOKIE_SETTINGS_PATH && !onSettingsPage) {
        setReopened(true);
        return true;
      }
      if (!isAppOutput(data.deviceOutput) || !isLoginHref(href)) return false;
      // A link may name where the login leads on (/personal-login: /personal-data).
      const returnTo = anchor.dataset.returnTo ?? `${location.pathname}${location.search}`;
      bridge.startLogin({ loginUrl: href, returnTo });
      return true;
    },
    [data.deviceOutput, bridge.startLogin, location.pathname, location.search, onSettingsPage],
  );
  const { onClick, onIntent } = useInternalLinks(intercept);
  const points = usePoints(svc, data.loginState, productType, data.deviceOutput);
  usePageTracking({
    svc,
    consent,
    locationKey: location.key,
    pathname: location.pathname,
    partner: data.partner,
    deviceOutput: data.deviceOutput,
    renRef,
  });
  const firstRender = useRef(true);

  // After a client-side navigation: the new head, the top of the page, focus on the content.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const head = headOfMatches(
      matches.map((m) => ({ handle: m.handle, data: m.data })),
      svc.config,
    );
    if (head !== null) applyHead(head);
    if (location.hash === '') {
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [location.key]);

  const withContent = hasContent(page);
  const tapBarVisible = withContent && deviceTypeOf(data.deviceOutput) === 'mobile';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates the clicks of the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links keep their own keyboard behaviour
    <div
      className="app"
      onClick={onClick}
      onMouseOver={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      data-app-login={bridge.pending ? 'pending' : undefined}
    >
      <PageShell
        shell={{
          loginState: data.loginState,
          deviceOutput: data.deviceOutput,
          path: location.pathname,
          search: location.search,
          phone: svc.config.phoneNumber,
          onLogout: () => svc.logout(),
          points,
          footerElevated: tapBarVisible,
        }}
        slots={{
          top: (
            <CampaignBanners
              svc={svc}
              initial={data.banners}
              initialPath={data.bannerPath}
              path={location.pathname}
            />
          ),
          bottom: withContent ? <TrustSection /> : null,
          overlays: (
            <>
              <ShellTapBar
                visible={tapBarVisible}
                singlePremium={productType != null && isSinglePremium(productType)}
                phone={svc.config.phoneNumber}
              />
              {/* The cookie settings page holds the same form in its content. */}
              {(consent === null || reopened) && !onSettingsPage ? (
                <ConsentBanner
                  // A new banner for a new opening: ticked as chosen before, with the focus.
                  key={reopened ? 'reopened' : 'first'}
                  formAction={CONSENT_FORM_ACTION}
                  initial={consent ?? REQUIRED_CONSENT}
                  takeFocus={reopened}
                  onSave={consentControls.save}
                />
              ) : null}
            </>
          ),
        }}
      >
        <ConsentControlsContext value={consentControls}>
          <Outlet />
        </ConsentControlsContext>
      </PageShell>
    </div>
  );
};
