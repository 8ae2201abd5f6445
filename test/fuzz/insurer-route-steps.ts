import {
  IDEMPOTENCY_HEADER,
  type PayInMoreBody,
  payInMoreIdempotencyKey,
} from '../../adapters/insurer/insurer-protocol';
import { DEMO_INSURER_PREFIX } from '../../adapters/server/demo-insurer-address';
import { decideHandOver, INSURER_REFUSALS } from '../../adapters/server/routes/demo-insurer.plugin';
import {
  ADJUSTMENT_CHOICE_BODY_SCHEMA,
  HAND_OVER_BODY_LIMIT,
  HAND_OVER_BODY_SCHEMA,
  IDEMPOTENCY_HEADERS_SCHEMA,
  IDENTIFICATION_BODY_SCHEMA,
  PAY_IN_MORE_BODY_SCHEMA,
  REPORT_BODY_LIMIT,
} from '../../adapters/server/routes/demo-insurer-schemas';
import type { InsurerHandOver } from '../../ports/insurer-gateway.port';
import type { RouteContext } from './direct-use-cases';
import { ensure } from './fuzz-expect';
import type { Answer, Route } from './route-check';

/** The demo insurer's handlers' steps (adapters/server/routes/demo-insurer.plugin.ts). */

const reportPath = (what: string): RegExp =>
  new RegExp(`^${DEMO_INSURER_PREFIX}/applications/(?<reference>[^/]+)/${what}$`);

/** The demo insurer's refusal of a report, as its handler sends it. */
const refusal = (error: (typeof INSURER_REFUSALS)[keyof typeof INSURER_REFUSALS]): Answer => ({
  status: 400,
  error,
});

export const insurerRoutesOf = ({ server }: RouteContext): Readonly<Record<string, Route>> => {
  const { catalogue } = server.deps;
  if (catalogue === undefined) throw new Error('the test server has no catalogue');
  return {
    'POST /demo-insurer/applications (hand-over)': {
      limit: HAND_OVER_BODY_LIMIT,
      schema: { body: HAND_OVER_BODY_SCHEMA, headers: IDEMPOTENCY_HEADERS_SCHEMA },
      // The first delivery of a key decides (a resent one gets its answer); a decline is the
      // protocol's 422 with the reason, which the portal shows its staff.
      step: async (body) => {
        const answer = await decideHandOver(catalogue, body as InsurerHandOver);
        if (answer.decision === 'accepted') {
          ensure(answer.insurerReference !== '', () => `answer ${JSON.stringify(answer)}`);
          return { status: 201 };
        }
        return { status: 422, messages: [answer.reason] };
      },
    },
    'POST /demo-insurer/applications/:reference/tariff-adjustment-choice': {
      limit: REPORT_BODY_LIMIT,
      schema: { body: ADJUSTMENT_CHOICE_BODY_SCHEMA },
      params: reportPath('tariff-adjustment-choice'),
      step: async (body, { params }) =>
        (body as { reference: string }).reference !== params.reference
          ? refusal(INSURER_REFUSALS.referenceMismatch)
          : { status: 200 },
    },
    'POST /demo-insurer/applications/:reference/pay-in-more': {
      limit: REPORT_BODY_LIMIT,
      schema: { body: PAY_IN_MORE_BODY_SCHEMA, headers: IDEMPOTENCY_HEADERS_SCHEMA },
      params: reportPath('pay-in-more'),
      step: async (body, { params, headers }) => {
        const report = body as PayInMoreBody;
        if (
          report.reference !== params.reference ||
          headers[IDEMPOTENCY_HEADER] !== payInMoreIdempotencyKey(report)
        )
          return refusal(INSURER_REFUSALS.keyMismatch);
        if (report.oneTimeCents === null && report.monthlyIncreaseCents === null)
          return refusal(INSURER_REFUSALS.noAmount);
        return { status: 200 };
      },
    },
    'POST /demo-insurer/applications/:reference/identification': {
      limit: REPORT_BODY_LIMIT,
      schema: { body: IDENTIFICATION_BODY_SCHEMA },
      params: reportPath('identification'),
      step: async (body, { params }) =>
        (body as { reference: string }).reference !== params.reference
          ? refusal(INSURER_REFUSALS.referenceMismatch)
          : { status: 200 },
    },
  };
};
