import type { ReactElement, ReactNode } from 'react';
import type { DeviceOutput } from '../../../domain/device/device-output';
import type { LoginState } from '../../../domain/session/login-state';
import { AccountMenu } from '../../features/account-menu/account-menu';
import { Footer } from '../../features/footer/footer';
import { Header } from '../../features/header/header';

/** The portal's login start (adapters/login/auth-api.plugin.ts): back to `returnTo` afterwards. */
export const loginHrefFor = (returnTo: string): string =>
  `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`;

export interface ShellState {
  readonly loginState: LoginState;
  readonly deviceOutput: DeviceOutput;
  /** The current path and query string ('' or '?a=1'). */
  readonly path: string;
  readonly search: string;
  readonly phone: string;
  readonly onLogout: () => unknown;
}

/** The skeleton around every page: skip link, header with the account menu, main, footer. */
export const PageShell = ({
  shell,
  children,
}: {
  readonly shell: ShellState;
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
        accountMenu={
          <AccountMenu
            loginState={shell.loginState}
            loginHref={loginHref}
            onLogout={shell.onLogout}
          />
        }
      />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer elevated={false} phone={shell.phone} />
    </div>
  );
};
