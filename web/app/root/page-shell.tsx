import type { ReactElement, ReactNode } from 'react';
import { CUSTOMER_AREA_PATH } from '../../../domain/customer-area/customer-area-paths';
import type { DeviceOutput } from '../../../domain/device/device-output';
import type { LoginState } from '../../../domain/session/login-state';
import { AccountMenu } from '../../features/account-menu/account-menu';
import { Footer } from '../../features/footer/footer';
import { Header } from '../../features/header/header';
import './shell-extras.css';

/** The portal's login start (adapters/server/login/auth-api.plugin.ts): back to `returnTo` afterwards. */
export const loginHrefFor = (returnTo: string): string =>
  `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`;

/** Whether a link leads to the full-page login (the app bridge takes these over). */
export const isLoginHref = (href: string): boolean => href.startsWith('/api/auth/login?');

export interface ShellState {
  readonly loginState: LoginState;
  readonly deviceOutput: DeviceOutput;
  /** The current path and query string ('' or '?a=1'). */
  readonly path: string;
  readonly search: string;
  readonly phone: string;
  readonly onLogout: () => unknown;
  /** Bonus points of a points-programme member (POST /api/calculate-points). */
  readonly points?: number | null;
  /** SPEC §2: the footer's elevated style. */
  readonly footerElevated?: boolean;
}

/** What the root adds around the page: banners above it, awards below it, overlays at the end. */
export interface ShellSlots {
  readonly top?: ReactNode;
  readonly bottom?: ReactNode;
  readonly overlays?: ReactNode;
}

/** The skeleton around every page: skip link, header with the account menu, main, footer. */
export const PageShell = ({
  shell,
  slots = {},
  children,
}: {
  readonly shell: ShellState;
  readonly slots?: ShellSlots;
  readonly children: ReactNode;
}): ReactElement => {
  const loginHref = loginHrefFor(`${shell.path}${shell.search}`);
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        Zum Inhalt springen
      </a>
      <Header
        path={shell.path}
        search={shell.search}
        deviceOutput={shell.deviceOutput}
        loginHref={loginHref}
        {...(shell.loginState.kind === 'loggedIn' ? { customerAreaHref: CUSTOMER_AREA_PATH } : {})}
        accountMenu={
          <AccountMenu
            loginState={shell.loginState}
            loginHref={loginHref}
            onLogout={shell.onLogout}
            points={shell.points ?? null}
          />
        }
      />
      {slots.top}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      {slots.bottom}
      <Footer elevated={shell.footerElevated ?? false} phone={shell.phone} />
      {slots.overlays}
    </div>
  );
};
