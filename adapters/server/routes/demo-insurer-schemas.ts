import { IDEMPOTENCY_HEADER } from '../../insurer/insurer-protocol';

// The demo insurer's request schemas and body limits (demo-insurer.plugin.ts): what the portal
// sends it, with the types of the parts its decisions read.

/** The hand-over and the pay-in-more report carry an idempotency key. */
export const IDEMPOTENCY_HEADERS_SCHEMA = {
  type: 'object',
  required: [IDEMPOTENCY_HEADER],
  properties: { [IDEMPOTENCY_HEADER]: { type: 'string', minLength: 8, maxLength: 200 } },
} as const;

/**
 * The hand-over: the application as the portal sends it, with the types of the parts the
 * decision reads (a number for the search query made it throw: 500 instead of 400).
 */
export const HAND_OVER_BODY_SCHEMA = {
  type: 'object',
  required: ['reference', 'form', 'choice'],
  properties: {
    reference: { type: 'string', maxLength: 100 },
    form: {
      type: 'object',
      properties: {
        personal: {
          type: 'object',
          properties: { birthday: { type: ['string', 'null'] }, lastName: { type: 'string' } },
        },
      },
    },
    choice: {
      type: 'object',
      properties: {
        product: { type: 'string' },
        tariffId: { type: 'string' },
        searchQuery: { type: 'string' },
      },
    },
    monthlyContribution: { type: 'number' },
    oneTimePayment: { type: 'number' },
    insuranceStart: { type: 'string' },
    signedOffer: { type: 'object' },
  },
} as const;

/** The customer's tariff adjustment choice. */
export const ADJUSTMENT_CHOICE_BODY_SCHEMA = {
  type: 'object',
  required: ['reference', 'type', 'result', 'chosenAt'],
  properties: {
    reference: { type: 'string', maxLength: 100 },
    type: { type: 'string', maxLength: 40 },
    result: { type: 'string', maxLength: 60 },
    chosenAt: { type: 'string', maxLength: 40 },
  },
} as const;

const cents = { type: ['integer', 'null'], minimum: 0 } as const;

/** A pay-in-more request: one-time and/or monthly cents. */
export const PAY_IN_MORE_BODY_SCHEMA = {
  type: 'object',
  required: ['reference', 'requestId', 'oneTimeCents', 'monthlyIncreaseCents', 'requestedAt'],
  properties: {
    reference: { type: 'string', maxLength: 100 },
    requestId: { type: 'string', maxLength: 100 },
    oneTimeCents: cents,
    monthlyIncreaseCents: cents,
    requestedAt: { type: 'string', maxLength: 40 },
  },
} as const;

/** The customer's identification. */
export const IDENTIFICATION_BODY_SCHEMA = {
  type: 'object',
  required: ['reference', 'type', 'status', 'identifiedAt'],
  properties: {
    reference: { type: 'string', maxLength: 100 },
    type: { type: 'string', maxLength: 40 },
    status: { type: 'string', enum: ['done', 'inReview'] },
    identifiedAt: { type: 'string', maxLength: 40 },
  },
} as const;

/** The hand-over and the report routes' body limits. */
export const HAND_OVER_BODY_LIMIT = 262_144;
export const REPORT_BODY_LIMIT = 16_384;

/** A withdrawal: the application and when the customer withdrew. */
export const WITHDRAWAL_BODY_SCHEMA = {
  type: 'object',
  required: ['reference', 'withdrawnAt'],
  properties: {
    reference: { type: 'string', maxLength: 100 },
    withdrawnAt: { type: 'string', maxLength: 40 },
  },
} as const;
