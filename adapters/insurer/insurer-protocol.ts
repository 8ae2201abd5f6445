import type { InsurerHandOver } from '../../ports/insurer-gateway.port';

/**
 * The hand-over protocol between the portal and an insurer (the demo insurer speaks it):
 * POST <base>/applications with the JSON below and an `Idempotency-Key` header;
 * 201 (or 200 for a key seen before) `{ decision: 'accepted', insurerReference }`,
 * 422 `{ decision: 'declined', reason }`; anything else is a failure to retry.
 */
export const HAND_OVER_PATH = '/applications';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export type HandOverBody = InsurerHandOver;

export type HandOverReply =
  | { readonly decision: 'accepted'; readonly insurerReference: string }
  | { readonly decision: 'declined'; readonly reason: string };
