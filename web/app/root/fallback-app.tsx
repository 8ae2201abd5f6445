import { type ReactElement, useEffect } from 'react';
import type { PublicConfig } from '../../../ports/app-services';
import { ErrorScreen } from './error-screen';
import { PageShell } from './page-shell';

/**
 * SPEC §2, §8: what the server sends when a page fails to render — the error screen in a guest
 * shell, without the router; the browser hydrates this same tree.
 */
export const FallbackApp = ({
  config,
  path,
  search,
}: {
  readonly config: PublicConfig;
  readonly path: string;
  readonly search: string;
}): ReactElement => {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="app">
      <PageShell
        shell={{
          loginState: { kind: 'guest' },
          deviceOutput: 'desktop',
          path,
          search,
          phone: config.phoneNumber,
          onLogout: () => undefined,
        }}
      >
        <ErrorScreen phone={config.phoneNumber} />
      </PageShell>
    </div>
  );
};
