import { type ReactElement, useEffect, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import {
  type SocialLoginResult,
  socialLoginResultOf,
} from '../../../../domain/session/social-login-closing';
import type { AppServices } from '../../../../ports/app-services';
import { JourneyFrame } from '../../../features/application/journey-frame';
import { usePageHandle } from '../../use-page';

/** /social-login-closing?returnTo=<path>[&login=failed]: the end of a login in its own window. */
export const loader =
  (_svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs): Promise<SocialLoginResult> =>
    socialLoginResultOf(new URL(request.url).searchParams);

/**
 * Hands the result to the window that opened the login (postMessage to the own origin only) and
 * closes; without an opener or JavaScript the link goes on in this window.
 */
export const Component = (): ReactElement => {
  const result = useLoaderData() as SocialLoginResult;
  const handle = usePageHandle();
  const [stays, setStays] = useState(false);
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (opener === null || opener.closed) {
      setStays(true);
      return;
    }
    opener.postMessage(result, window.location.origin);
    window.close();
    // A window the script did not open stays open: then the link is the way on.
    setStays(true);
  }, [result]);
  return (
    <JourneyFrame
      heading={handle?.page.heading ?? ''}
      lead={
        result.status === 'success'
          ? 'Ihre Anmeldung ist abgeschlossen. Dieses Fenster schließt sich gleich.'
          : 'Die Anmeldung hat leider nicht geklappt. Bitte versuchen Sie es erneut.'
      }
      problem={null}
    >
      <p data-testid="social-login-closing" data-state={stays ? 'open' : 'closing'}>
        <a className="rk-button rk-button--primary" href={result.target}>
          {result.status === 'success' ? 'Weiter' : 'Zurück'}
        </a>
      </p>
    </JourneyFrame>
  );
};
