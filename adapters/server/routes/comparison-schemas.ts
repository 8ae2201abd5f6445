import { TARIFF_PROMOTIONS } from '../../../domain/tariffs/promotion';
import { API_ERROR_SCHEMA } from '../api-error';

const MONEY = { type: 'number' } as const;
const NULLABLE_MONEY = { type: ['number', 'null'] } as const;
const NULLABLE_RATE = { type: ['number', 'null'] } as const;

/** The returns before costs a projection rests on (domain AssumedReturns), fractions. */
const ASSUMED_RETURNS_SCHEMA = {
  type: 'object',
  required: ['fund', 'guaranteePart'],
  properties: { fund: NULLABLE_RATE, guaranteePart: NULLABLE_RATE },
} as const;

/** The shown rows against the investment wishes (domain WishSummary); null for sofort. */
const WISHES_SCHEMA = {
  type: ['object', 'null'],
  required: ['investmentType', 'beitragsGarantie', 'matching', 'notMatching'],
  properties: {
    investmentType: { type: ['string', 'null'] },
    beitragsGarantie: { type: 'number' },
    pensionGuaranteePeriod: { type: 'integer' },
    deathBenefit: { type: ['string', 'null'] },
    matching: { type: 'integer' },
    notMatching: { type: 'integer' },
  },
} as const;

/** One row of the result list (domain ComparisonRow), every field required. */
const ROW_SCHEMA = {
  type: 'object',
  required: [
    'tariffId',
    'insurerId',
    'insurerName',
    'tariffName',
    'investmentType',
    'monthlyContribution',
    'oneTimePayment',
    'guaranteedPension',
    'projectedPension',
    'assumedReturns',
    'beitragsGarantie',
    'wishMismatches',
    'capitalAtRetirement',
    'guaranteedCapital',
    'effectiveCosts',
    'grade',
    'points',
    'payInError',
    'riesterAllowances',
    'ruerupTaxSaving',
  ],
  properties: {
    tariffId: { type: 'string' },
    insurerId: { type: 'integer' },
    insurerName: { type: 'string' },
    tariffName: { type: 'string' },
    investmentType: { type: 'string' },
    monthlyContribution: MONEY,
    // Only for a yearly payment: the amount as the customer chose it.
    yearlyContribution: MONEY,
    oneTimePayment: MONEY,
    guaranteedPension: MONEY,
    projectedPension: MONEY,
    assumedReturns: ASSUMED_RETURNS_SCHEMA,
    beitragsGarantie: { type: 'number' },
    wishMismatches: { type: 'array', items: { type: 'string' } },
    capitalAtRetirement: MONEY,
    guaranteedCapital: MONEY,
    effectiveCosts: NULLABLE_MONEY,
    grade: { type: 'number' },
    points: { type: 'integer' },
    payInError: { type: ['string', 'null'] },
    riesterAllowances: {
      type: ['object', 'null'],
      required: [
        'firstYear',
        'firstYearMaximum',
        'total',
        'basicAllowance',
        'childAllowances',
        'starterBonus',
      ],
      properties: {
        firstYear: MONEY,
        firstYearMaximum: MONEY,
        total: MONEY,
        basicAllowance: MONEY,
        childAllowances: MONEY,
        starterBonus: MONEY,
      },
    },
    ruerupTaxSaving: NULLABLE_MONEY,
  },
} as const;

/** An insurer of the insurer filter. */
const INSURER_SCHEMA = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

/** What a row shows besides the engine's figures. */
const FACTS_SCHEMA = {
  type: 'object',
  required: ['tariffId', 'onlineContract', 'beitragsGarantie', 'limits'],
  properties: {
    tariffId: { type: 'string' },
    onlineContract: { type: 'boolean' },
    beitragsGarantie: { type: 'number' },
    promotion: { type: ['string', 'null'], enum: [...TARIFF_PROMOTIONS, null] },
    limits: {
      type: 'object',
      required: [
        'minMonthlyPayment',
        'maxMonthlyPayment',
        'minOneTimePayment',
        'maxOneTimePayment',
      ],
      properties: {
        minMonthlyPayment: MONEY,
        maxMonthlyPayment: MONEY,
        minOneTimePayment: MONEY,
        maxOneTimePayment: MONEY,
      },
    },
  },
} as const;

/** The longest query the API reads (a real comparison URL has well under 1,000 characters). */
export const MAX_QUERY_LENGTH = 8192;

/** POST /api/comparison: the customer's search as its query string or whole URL. */
export const COMPARISON_SCHEMA = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['query'],
    properties: {
      query: { type: 'string', maxLength: MAX_QUERY_LENGTH },
      /** Rows per page (default COMPARISON_PAGE_SIZE); out of range is the domain's 400. */
      limit: { type: 'integer' },
      /** The `nextCursor` of the page before. */
      cursor: { type: 'string', maxLength: 20 },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['total', 'shown', 'demo', 'results', 'wishes', 'limit', 'nextCursor'],
      properties: {
        total: { type: 'integer' },
        /** Rows after the filters, on every page together. */
        shown: { type: 'integer' },
        limit: { type: 'integer' },
        /** The next page's cursor; null on the last page. */
        nextCursor: { type: ['string', 'null'] },
        demo: { type: 'boolean' },
        results: { type: 'array', items: ROW_SCHEMA },
        wishes: WISHES_SCHEMA,
        insurers: { type: 'array', items: INSURER_SCHEMA },
        facts: { type: 'array', items: FACTS_SCHEMA },
      },
    },
    400: API_ERROR_SCHEMA,
  },
} as const;

/** GET /api/tariffs/:id?<search query>: every id is taken (an unknown one is a 404 of the domain). */
export const TARIFF_DETAILS_SCHEMA = {
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['id'],
    properties: { id: { type: 'string', minLength: 1, maxLength: 128 } },
  },
  response: { 400: API_ERROR_SCHEMA, 404: API_ERROR_SCHEMA },
} as const;
