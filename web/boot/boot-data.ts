import type { TrackingEvent } from '../../domain/tracking/tracking-event';

/** The id of the boot module's JSON block (no inline script: CSP). */
export const BOOT_ELEMENT_ID = '__rk_boot';

/**
 * When the React entry hydrates: at once on arrival, or on the first sign of
 * interaction (content, landing and sub-landing pages whose server HTML works without JavaScript).
 */
export type HydrateOn = 'arrival' | 'interaction';

/** A page view as the server builds it; the boot module adds the reference and session ids. */
export type ReadyPageView = Omit<TrackingEvent, 'renRef' | 'trackingSessionId'>;

/** What the server tells the boot module about the page. */
export interface BootData {
  readonly hydrateOn: HydrateOn;
  /** SPEC §9: the page view to send on arrival; null without analytics consent. */
  readonly pageView: ReadyPageView | null;
  /** The page's route chunks, preloaded once hydration starts (never before: budget). */
  readonly routeChunks: readonly string[];
}

const isBootData = (input: unknown): input is BootData =>
  typeof input === 'object' &&
  input !== null &&
  (Reflect.get(input, 'hydrateOn') === 'arrival' ||
    Reflect.get(input, 'hydrateOn') === 'interaction');

/** The page's boot data; hydration at arrival when the block is missing or unreadable. */
export const readBootData = (doc: Document): BootData => {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '');
    if (isBootData(parsed)) return parsed;
  } catch {
    // Falls through: a page without the block hydrates as before.
  }
  return { hydrateOn: 'arrival', pageView: null, routeChunks: [] };
};
