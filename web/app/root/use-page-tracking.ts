import { useEffect, useRef } from 'react';
import type { ConsentType } from '../../../domain/device/consent';
import { allowsConsent } from '../../../domain/device/consent-cookie';
import type { DeviceOutput } from '../../../domain/device/device-output';
import type { PartnerInfo } from '../../../domain/partner/partner-info';
import { trackingEventFor } from '../../../domain/tracking/tracking-event';
import type { AppServices } from '../../../ports/app-services';
import { pageViewSentFor } from '../../boot/arrival-handoff';
import { pageForPath } from '../route-modules';

/**
 * SPEC §9: a page view on arrival and after every client-side navigation — only with
 * analytics consent (given now or earlier); a consent given later tracks the page it was given on.
 * The reference id comes from GET /ren-ref, the general session id is asked for once.
 */
export const usePageTracking = (input: {
  readonly svc: AppServices;
  readonly consent: readonly ConsentType[] | null;
  readonly locationKey: string;
  readonly pathname: string;
  readonly partner: PartnerInfo;
  readonly deviceOutput: DeviceOutput;
  readonly renRef: Promise<string | null> | null;
}): void => {
  const { svc, consent, locationKey, pathname, partner, deviceOutput, renRef } = input;
  const analytics = consent !== null && allowsConsent(consent, 'a');
  const tracked = useRef<string | null>(null);
  const sessionId = useRef<Promise<string | null> | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page (location key) and consent
  useEffect(() => {
    if (!analytics || renRef === null || tracked.current === locationKey) return;
    const first = tracked.current === null;
    tracked.current = locationKey;
    // The boot module tracked the arrival's page view already (web/boot): not twice.
    if (first && pageViewSentFor(pathname)) return;
    sessionId.current ??= svc.trackingSessionId();
    const path = pageForPath(pathname).path;
    void Promise.all([renRef, sessionId.current]).then(([ref, session]) =>
      svc.track(
        trackingEventFor({
          kind: 'pageview',
          path,
          partner,
          deviceOutput,
          renRef: ref,
          trackingSessionId: session,
        }),
      ),
    );
  }, [analytics, locationKey, renRef]);
};
