import type { DeviceOutput } from '../device/device-output';
import type { PageEntry } from '../pages/page-entry';
import { PAGES, pageByPath } from '../pages/page-registry';
import { NOT_FOUND_PATH } from '../pages/page-rules';
import { type PartnerInfo, partnerTrackingParams } from '../partner/partner-info';
import { isOneOf } from '../value-set';
import type { PageType } from './page-type';
import type { ProductCategory } from './product-category';
import { TRACKING_SITE_IDS, trackingIdsFor } from './tracking-ids';

// A page view when a page is shown, an action when the visitor does something on it.
export const TRACKING_EVENT_KINDS = ['pageview', 'action'] as const;
export type TrackingEventKind = (typeof TRACKING_EVENT_KINDS)[number];
export const isTrackingEventKind = (input: unknown): input is TrackingEventKind =>
  isOneOf(TRACKING_EVENT_KINDS, input);

/**
 * SPEC §9 tracking payload of one page view or action. It names the page, the partner and the
 * device, never the visitor: no personal data, no ip, no user agent, no query string.
 */
export interface TrackingEvent {
  readonly kind: TrackingEventKind;
  /** The action's kebab-case name, e.g. `cta-click`; null for a page view. */
  readonly action: string | null;
  /** The page's tracking path (SPEC §2: /404 is tracked as /altersvorsorge/404). */
  readonly path: string;
  /** SPEC §9: 136 for the pension pages, 202 for the pension-gap check (rlc). */
  readonly siteId: number;
  /** SPEC §9: 1352 for the normal products, 2305 for the pension-gap check. */
  readonly actionId: number;
  /** SPEC §9: the general tracking site (57), the one the general session id belongs to. */
  readonly generalSiteId: number;
  readonly areaId: string;
  readonly pageType: PageType;
  readonly productCategory: ProductCategory;
  /** SPEC §3: b2BPartner as wp1, b2BAdPartner as wp2. */
  readonly wp1: string;
  readonly wp2: string;
  readonly deviceOutput: DeviceOutput;
  readonly renRef: string | null;
  /** SPEC §3: the general tracking session id (GET /api/general-tracking/session-id). */
  readonly trackingSessionId: string | null;
}

/** What the page knows when it tracks: its path (a query is ignored), partner, device, ids. */
export interface TrackingEventInput {
  readonly kind: TrackingEventKind;
  readonly action?: string | null;
  readonly path: string;
  readonly partner: PartnerInfo;
  readonly deviceOutput: DeviceOutput;
  readonly renRef?: string | null;
  readonly trackingSessionId?: string | null;
}

const NOT_FOUND_PAGE: PageEntry = pageByPath(NOT_FOUND_PATH)!;

const BY_TRACKING_PATH: ReadonlyMap<string, PageEntry> = new Map(
  PAGES.map((page) => [page.trackingPath, page]),
);

/** The registry page tracked under a tracking path, or null. */
export const pageOfTrackingPath = (trackingPath: string): PageEntry | null =>
  BY_TRACKING_PATH.get(trackingPath) ?? null;

/** The page-derived part of an event: ids, area, page type and category of the registry page. */
export const pageTrackingOf = (
  page: PageEntry,
): Pick<
  TrackingEvent,
  'path' | 'siteId' | 'actionId' | 'generalSiteId' | 'areaId' | 'pageType' | 'productCategory'
> => ({
  path: page.trackingPath,
  ...trackingIdsFor(page.productCategory),
  generalSiteId: TRACKING_SITE_IDS.general,
  areaId: page.areaId,
  pageType: page.pageType,
  productCategory: page.productCategory,
});

/** The payload of a page view or action; a path outside the registry is tracked as the 404 page. */
export const trackingEventFor = (input: TrackingEventInput): TrackingEvent => {
  const page = pageByPath(input.path) ?? NOT_FOUND_PAGE;
  const { wp1, wp2 } = partnerTrackingParams(input.partner);
  return {
    kind: input.kind,
    action: input.kind === 'action' ? (input.action ?? null) : null,
    ...pageTrackingOf(page),
    wp1,
    wp2,
    deviceOutput: input.deviceOutput,
    renRef: input.renRef ?? null,
    trackingSessionId: input.trackingSessionId ?? null,
  };
};

/** The event's name as stored: `pageview`, or `action:` and the action's name. */
export const trackingEventName = (event: TrackingEvent): string =>
  event.kind === 'action' && event.action !== null ? `action:${event.action}` : 'pageview';
