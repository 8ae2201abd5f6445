import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../services-context';
import { ErrorScreen } from './error-screen';
import { PageShell } from './page-shell';

/** The shell's own loader failed: the error screen in a guest shell. */
export const RootError = (): ReactElement => {
  const svc = useServices();
  const location = useLocation();
  return (
    <PageShell
      shell={{
        loginState: { kind: 'guest' },
        deviceOutput: 'desktop',
        path: location.pathname,
        search: location.search,
        phone: svc.config.phoneNumber,
        onLogout: () => svc.logout(),
      }}
    >
      <ErrorScreen phone={svc.config.phoneNumber} />
    </PageShell>
  );
};
