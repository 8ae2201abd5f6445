import type { TariffAdjustmentProposal } from '../../domain/tariff-adjustment/tariff-adjustment';
import type {
  AdjustmentChoiceReport,
  IdentificationReport,
  InsurerHandOver,
  PayInMoreReport,
  WithdrawalReport,
} from '../../ports/insurer-gateway.port';

/**
 * The hand-over protocol between the portal and an insurer (the demo insurer speaks it):
 * POST <base>/applications with the JSON below and an `Idempotency-Key` header;
 * 201 (or 200 for a key seen before) `{ decision: 'accepted', insurerReference }`,
 * 422 `{ decision: 'declined', reason }`; anything else is a failure to retry. An accepted answer
 * may carry `adjustment`: the insurer changes the tariff's beitragsGarantie and/or fund
 * sustainability type and the customer chooses. The choice goes back as
 * POST <base>/applications/<reference>/tariff-adjustment-choice (JSON below), 200 `{ received: true }`.
 * The customer's identification goes as POST <base>/applications/<reference>/identification with
 * the `Idempotency-Key` `<reference>.identification`; 200 `{ decision: 'accepted' }` (the
 * application is accepted) or 422 `{ decision: 'declined', reason }`.
 * A pay-in-more request goes as POST <base>/applications/<reference>/pay-in-more with the
 * `Idempotency-Key` `<reference>.pay-in-more.<requestId>`, 200 `{ received: true }`.
 * A withdrawal (§ 152 VVG) goes as POST <base>/applications/<reference>/withdrawal with the
 * `Idempotency-Key` `<reference>.withdrawal`, 200 `{ received: true }` (the insurer's confirmation).
 * A report whose reference or key does not fit its path, like a body its schema refuses, is 400
 * with the portal API's `{ error: { kind, message } }`.
 */
export const HAND_OVER_PATH = '/applications';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export type HandOverBody = InsurerHandOver;

export type HandOverReply =
  | {
      readonly decision: 'accepted';
      readonly insurerReference: string;
      readonly adjustment?: TariffAdjustmentProposal;
    }
  | { readonly decision: 'declined'; readonly reason: string };

/** Where the customer's tariff adjustment choice is sent: the route and one application's path. */
export const ADJUSTMENT_CHOICE_ROUTE = `${HAND_OVER_PATH}/:reference/tariff-adjustment-choice`;
export const adjustmentChoicePath = (reference: string): string =>
  ADJUSTMENT_CHOICE_ROUTE.replace(':reference', encodeURIComponent(reference));

export type AdjustmentChoiceBody = AdjustmentChoiceReport;

/** Where the customer's identification is reported: the route and one application's path. */
export const IDENTIFICATION_ROUTE = `${HAND_OVER_PATH}/:reference/identification`;
export const identificationPath = (reference: string): string =>
  IDENTIFICATION_ROUTE.replace(':reference', encodeURIComponent(reference));

export type IdentificationBody = IdentificationReport;

export type IdentificationReply =
  | { readonly decision: 'accepted' }
  | { readonly decision: 'declined'; readonly reason: string };
/** Where a pay-in-more request is sent: the route, one application's path and the request's key. */
export const PAY_IN_MORE_ROUTE = `${HAND_OVER_PATH}/:reference/pay-in-more`;
export const payInMorePath = (reference: string): string =>
  PAY_IN_MORE_ROUTE.replace(':reference', encodeURIComponent(reference));
export const payInMoreIdempotencyKey = (report: PayInMoreReport): string =>
  `${report.reference}.pay-in-more.${report.requestId}`;

export type PayInMoreBody = PayInMoreReport;

/** Where a withdrawal is reported: the route and one application's path. */
export const WITHDRAWAL_ROUTE = `${HAND_OVER_PATH}/:reference/withdrawal`;
export const withdrawalPath = (reference: string): string =>
  WITHDRAWAL_ROUTE.replace(':reference', encodeURIComponent(reference));

export type WithdrawalBody = WithdrawalReport;
