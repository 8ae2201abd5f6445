import { isRouteErrorResponse } from 'react-router-dom';
import { allowsConsent } from '../../domain/device/consent-cookie';
import { isAppOutput } from '../../domain/device/device-output';
import type { PageEntry } from '../../domain/pages/page-entry';
import { interpretLoginCallback } from '../../domain/session/login-callback';
import { trackingEventFor } from '../../domain/tracking/tracking-event';
import type { PublicConfig } from '../../ports/app-services';
import type { BootData, HydrateOn, ReadyPageView } from '../boot/boot-data';
import { jsonBlockText } from './frozen-json';
import type { RootData } from './root/root-loader';
import { hasContent } from './route-modules';

/** The id of the JSON data block the server writes and the browser reads (no inline script: CSP). */
export const PAYLOAD_ELEMENT_ID = '__rk_data';

export type SerializedRouteError =
  | {
      readonly __type: 'RouteErrorResponse';
      readonly status: number;
      readonly statusText: string;
      readonly data: unknown;
    }
  | { readonly __type: 'Error'; readonly message: string };

export interface SerializedRouterState {
  readonly loaderData: Record<string, unknown>;
  readonly actionData: Record<string, unknown> | null;
  readonly errors: Record<string, SerializedRouteError> | null;
}

export interface HydrationPayload {
  readonly config: PublicConfig;
  /** The router's state after the server's loaders; null for the render-failure fallback. */
  readonly router: SerializedRouterState | null;
  /** The path and query ('' or '?a=1') the page was rendered for (the fallback's shell). */
  readonly path: string;
  readonly search: string;
}

/** An error crosses to the browser without its message or stack: those stay in the server log. */
export const serializeErrors = (
  errors: Record<string, unknown> | null,
): Record<string, SerializedRouteError> | null => {
  if (errors === null) return null;
  const entries = Object.entries(errors).map(([routeId, error]): [string, SerializedRouteError] => [
    routeId,
    isRouteErrorResponse(error)
      ? {
          __type: 'RouteErrorResponse',
          status: error.status,
          statusText: error.statusText,
          data: error.data,
        }
      : { __type: 'Error', message: 'Die Seite konnte nicht geladen werden.' },
  ]);
  return Object.fromEntries(entries);
};

/** The hydration payload as the text of its JSON block. */
export const payloadJson = (payload: HydrationPayload): string => jsonBlockText(payload);

/** What the boot module needs of a page, but for its chunks (the document adds those). */
export type PageBoot = Omit<BootData, 'routeChunks'>;

/** SPEC §4: whether the address carries a full-page login callback. */
const isLoginCallback = (search: string): boolean =>
  interpretLoginCallback(Object.fromEntries(new URLSearchParams(search))) !== null;

/**
 * A content, landing or sub-landing page hydrates on the first sign of
 * interaction — its server HTML works without JavaScript (links, the entry widget's GET form,
 * FAQ). At once: every other page (flow, result, error, 404), a render error, a login callback
 * in the address (SPEC §4: stored, then stripped), the app outputs (SPEC §4: the app bridge) and a
 * logged-in visitor (SPEC §3, §4: the bonus points are fetched and the user data stored).
 */
export const hydrateOnFor = (input: {
  readonly page: PageEntry;
  readonly root: RootData | undefined;
  readonly search: string;
  readonly failed: boolean;
}): HydrateOn => {
  const { root } = input;
  const calm =
    !input.failed &&
    hasContent(input.page) &&
    root !== undefined &&
    !isAppOutput(root.deviceOutput) &&
    root.loginState.kind !== 'loggedIn' &&
    !isLoginCallback(input.search);
  return calm ? 'interaction' : 'arrival';
};

/**
 * SPEC §9: the arrival's page view as the shell builds it, for the boot module to send — only
 * with analytics consent, and not while a login callback is handled (the shell tracks the page
 * once the callback is stripped, as before).
 */
export const readyPageViewFor = (input: {
  readonly page: PageEntry;
  readonly root: RootData | undefined;
  readonly search: string;
}): ReadyPageView | null => {
  const { root } = input;
  if (root === undefined || root.consent === null || !allowsConsent(root.consent, 'a')) return null;
  if (isLoginCallback(input.search)) return null;
  const {
    renRef: _renRef,
    trackingSessionId: _session,
    ...view
  } = trackingEventFor({
    kind: 'pageview',
    path: input.page.path,
    partner: root.partner,
    deviceOutput: root.deviceOutput,
  });
  return view;
};

/**
 * The boot data of a rendered page. After a render failure it hydrates at arrival and leaves the
 * page view to the shell (which tracks an error inside the layout, not the fallback screen).
 */
export const pageBootFor = (input: {
  readonly page: PageEntry;
  readonly root: RootData | undefined;
  readonly search: string;
  readonly failed: boolean;
}): PageBoot => ({
  hydrateOn: hydrateOnFor(input),
  pageView: input.failed ? null : readyPageViewFor(input),
});
