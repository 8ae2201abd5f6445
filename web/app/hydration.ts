import { isRouteErrorResponse } from 'react-router-dom';
import type { PublicConfig } from './services';

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

/**
 * The payload as the text of a `<script type="application/json">` element: every `<` escaped, so
 * no `</script>` or `<!--` in the data can end or change the element.
 */
export const payloadJson = (payload: HydrationPayload): string =>
  JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
