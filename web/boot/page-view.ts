import { apiHeaders } from './api-call';
import type { ReadyPageView } from './boot-data';

/**
 * SPEC §9: sends the server's ready page view with the reference id (GET /api/ren-ref) and the
 * general session id, as the React shell does (POST /api/tracking/events); failures are quiet.
 */
export const sendPageView = async (
  view: ReadyPageView,
  renRef: Promise<string | null>,
  trackingSessionId: Promise<string | null>,
): Promise<void> => {
  const [ref, session] = await Promise.all([renRef, trackingSessionId]);
  try {
    await fetch('/api/tracking/events', {
      method: 'POST',
      headers: apiHeaders(true),
      credentials: 'same-origin',
      body: JSON.stringify({ ...view, renRef: ref, trackingSessionId: session }),
    });
  } catch {
    // Tracking never disturbs the page.
  }
};
