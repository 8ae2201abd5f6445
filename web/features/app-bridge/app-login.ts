/**
 * The app bridge (SPEC §4, §6): inside the provider's phone or tablet app (deviceoutput app or
 * tabletapp) a login does not leave the page for the full-page login; the app logs in.
 *
 * Contract between the portal page and the app's web view:
 * 1. The portal asks: `window.dispatchEvent(new CustomEvent('rk-app:login-request', { detail }))`
 *    with `detail = { loginUrl, returnTo }` — `loginUrl` is the portal's full-page login address
 *    (same origin), which the app may open in its own login view sharing the web view's cookies.
 * 2. The app answers with the unified login event:
 *    `window.postMessage({ type: 'rk-app:login', status, target? }, location.origin)` where status
 *    is 'success', 'cancelled' or 'failed' and `target` an optional path on this portal.
 * 3. On success the portal loads `target` (or the current page again) with the new session. A
 *    failed or unreadable answer is logged as 'Failed to handle unified login event' (SPEC §8),
 *    and either way the login ends.
 * 4. The portal tells the app the page's product: `window.C24App.setProduct(productType)`; a
 *    missing bridge or a throwing call is logged as 'Unsuccessful call C24App.setProduct'.
 */
export const APP_LOGIN_REQUEST_EVENT = 'rk-app:login-request';
export const APP_LOGIN_MESSAGE_TYPE = 'rk-app:login';

// SPEC §8, word for word.
export const APP_LOGIN_FAILED_MESSAGE = 'Failed to handle unified login event';
export const SET_PRODUCT_FAILED_MESSAGE = 'Unsuccessful call C24App.setProduct';

export interface AppLoginRequest {
  readonly loginUrl: string;
  readonly returnTo: string;
}

export type AppLoginAnswer =
  | { readonly kind: 'success'; readonly target: string | null }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly reason: string };

/** A portal path: starts with one '/', no backslash or control characters. */
const isPortalPath = (value: string): boolean =>
  /^\/(?!\/)/.test(value) && !/[\\\p{Cc}]/u.test(value) && value.length <= 2048;

/**
 * Reads a window message: null when it is no login event (other messages pass by), else the
 * app's answer; an unreadable login event counts as failed.
 */
export const readAppLoginMessage = (data: unknown): AppLoginAnswer | null => {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Readonly<Record<string, unknown>>;
  if (message.type !== APP_LOGIN_MESSAGE_TYPE) return null;
  const { status, target } = message;
  if (status === 'cancelled') return { kind: 'cancelled' };
  if (status === 'failed') return { kind: 'failed', reason: 'app/failed' };
  if (status !== 'success') return { kind: 'failed', reason: 'app/unknown-status' };
  if (target === undefined || target === null) return { kind: 'success', target: null };
  if (typeof target !== 'string' || !isPortalPath(target)) {
    return { kind: 'failed', reason: 'app/bad-target' };
  }
  return { kind: 'success', target };
};

/** The object the app injects into its web view. */
export interface AppBridgeObject {
  setProduct?: (productType: string) => unknown;
}

/** SPEC §8: calls `C24App.setProduct`; false when the bridge is missing or the call threw. */
export const callSetProduct = (
  bridge: AppBridgeObject | undefined,
  productType: string,
): boolean => {
  if (typeof bridge?.setProduct !== 'function') return false;
  try {
    bridge.setProduct(productType);
    return true;
  } catch {
    return false;
  }
};
