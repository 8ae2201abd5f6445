import { getStringField, renRefOnArrival } from './api-call';
import {
  handOverRenRef,
  handOverTrackingSessionId,
  noteCountdownRefresh,
  notePageViewSent,
  onceHydrated,
  untilHydration,
} from './arrival-handoff';
import { startBannerCountdowns } from './banner-countdown';
import { readBootData } from './boot-data';
import { browserNow } from './browser-clock';
import { recordEarlyFields } from './early-fields';
import { recordEarlyClicks, replayLinkIntent } from './early-input';
import { onFirstInteraction } from './first-interaction';
import { sendPageView } from './page-view';

/**
 * The only script a content or landing page runs before interaction (no React):
 * the arrival duties — GET /api/ren-ref (SPEC §7), the page view with analytics consent (SPEC §9),
 * the year-end banners' countdown (SPEC §4) — then the React entry on the first sign of
 * interaction, or at once where the page needs it (decided by the server: web/app/hydration.ts).
 */
const data = readBootData(document);

const renRef = renRefOnArrival();
handOverRenRef(renRef);
if (data.pageView !== null) {
  const session = getStringField('/api/general-tracking/session-id', 'sessionId');
  handOverTrackingSessionId(session);
  notePageViewSent(window.location.pathname);
  void sendPageView(data.pageView, renRef, session);
}

const stopCountdown = startBannerCountdowns(document, browserNow, noteCountdownRefresh);
if (stopCountdown !== null) untilHydration(stopCountdown);

// Fields record until React has hydrated: it does not hear changes made while it hydrates.
const fields = recordEarlyFields(document);
onceHydrated(() => {
  fields.stop();
  void fields.replay();
});
const clicks = recordEarlyClicks(document);
untilHydration(clicks.stop);
onceHydrated(clicks.replay);

/** The page's route chunks load beside the entry, not after it. */
const preload = (files: readonly string[]): void => {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
};

const hydrate = (): void => {
  preload(data.routeChunks);
  void import('../entry.client');
};

if (data.hydrateOn === 'arrival') hydrate();
else {
  onFirstInteraction(document, (event) => {
    onceHydrated(() => replayLinkIntent(event.target));
    hydrate();
  });
}
