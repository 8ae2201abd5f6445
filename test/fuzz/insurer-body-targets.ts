import fc from 'fast-check';
import { DEMO_INSURER_PREFIX } from '../../adapters/server/demo-insurer-address';
import { IDENTIFICATION_TYPES } from '../../domain/identification/identification-choice';
import {
  TARIFF_ADJUSTMENT_RESULTS,
  TARIFF_ADJUSTMENT_TYPES,
} from '../../domain/tariffs/adjustment';
import { hostileNumberArb, hostileStringArb } from '../arbitraries/hostile-input';
import { SAMPLE_CHOICE, SAMPLE_FORM } from '../fixtures/application/sample-application';
import { referenceArb } from './customer-area-body-targets';
import { anyValueArb, mostly, pathSegment, type Target, text } from './fuzz-target';

/**
 * The DEMO insurer the server runs without INSURER_URL (adapters/insurer/insurer-protocol.ts):
 * the hand-over of an application, then the reports of the tariff adjustment choice, the
 * identification and a pay-in-more request. The path's reference and the body's are usually the
 * same one (`REF` below stands for it), sometimes not.
 */

const REFERENCE = 'RK-2026-7K4QX9MB';
/** Stands for the path's reference in a generated body field. */
export const SAME_REFERENCE = '\u0000same-reference\u0000';

const instantArb = mostly(
  text('2026-03-15T10:00:00Z', '2026-03-15T10:00:00.000Z', '2026-03-15', '', 'gestern'),
);
const bodyReferenceArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant(SAME_REFERENCE) },
  { weight: 1, arbitrary: referenceArb },
);

/** `/demo-insurer/applications/<reference>/<what>`, the reference right or hostile. */
const reportUrlArb = (what: string): fc.Arbitrary<string> =>
  fc
    .oneof({ weight: 4, arbitrary: fc.constant(REFERENCE) }, { weight: 1, arbitrary: referenceArb })
    .map((reference) => `${DEMO_INSURER_PREFIX}/applications/${pathSegment(reference)}/${what}`);

/** The idempotency key: the one the portal sends, another one, too short, or none. */
const idempotencyArb = (right: string): fc.Arbitrary<Readonly<Record<string, string>>> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant({ 'idempotency-key': right }) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.uuid(),
          text('short', 'k'.repeat(201)) as fc.Arbitrary<string>,
          hostileStringArb(30),
        )
        // A header value carries no control characters and no code point over U+00FF.
        .map((key) => ({ 'idempotency-key': key.replace(/[^\x20-\x7e]/g, '_') })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );

const centsArb = fc.oneof(
  fc.integer({ min: 0, max: 10_000_000 }),
  fc.constant(null),
  fc.constantFrom(-1, 0.5, 2 ** 53),
  hostileNumberArb,
);

export const INSURER_TARGETS: readonly Target[] = [
  {
    name: 'POST /demo-insurer/applications (hand-over)',
    url: `${DEMO_INSURER_PREFIX}/applications`,
    encoding: 'json',
    limit: '256 KB',
    declines: true,
    headersArb: idempotencyArb(`${REFERENCE}.hand-over`),
    fields: {
      reference: mostly(text(REFERENCE, '')),
      form: fc.oneof(
        fc.constant(SAMPLE_FORM),
        fc
          .tuple(fc.constantFrom(...Object.keys(SAMPLE_FORM.personal)), anyValueArb)
          .map(([key, value]) => ({
            ...SAMPLE_FORM,
            personal: { ...SAMPLE_FORM.personal, [key]: value },
          })),
        anyValueArb,
      ),
      choice: fc.oneof(
        fc.constant(SAMPLE_CHOICE),
        fc
          .tuple(fc.constantFrom(...Object.keys(SAMPLE_CHOICE)), anyValueArb)
          .map(([key, value]) => ({ ...SAMPLE_CHOICE, [key]: value })),
        anyValueArb,
      ),
      insuranceStart: mostly(text('2026-04-01', '2026-02-30', '')),
      monthlyContribution: fc.oneof(
        fc.integer({ min: 0, max: 3000 }),
        hostileNumberArb,
        anyValueArb,
      ),
      oneTimePayment: fc.oneof(fc.integer({ min: 0, max: 100_000 }), hostileNumberArb),
    },
  },
  {
    name: 'POST /demo-insurer/applications/:reference/tariff-adjustment-choice',
    url: `${DEMO_INSURER_PREFIX}/applications/${REFERENCE}/tariff-adjustment-choice`,
    urlArb: reportUrlArb('tariff-adjustment-choice'),
    encoding: 'json',
    limit: '16 KB',
    fields: {
      reference: bodyReferenceArb,
      type: mostly(text(...TARIFF_ADJUSTMENT_TYPES)),
      result: mostly(text(...TARIFF_ADJUSTMENT_RESULTS)),
      chosenAt: instantArb,
    },
  },
  {
    name: 'POST /demo-insurer/applications/:reference/pay-in-more',
    url: `${DEMO_INSURER_PREFIX}/applications/${REFERENCE}/pay-in-more`,
    urlArb: reportUrlArb('pay-in-more'),
    encoding: 'json',
    limit: '16 KB',
    headersArb: idempotencyArb(`${REFERENCE}.pay-in-more.req-1`),
    fields: {
      reference: bodyReferenceArb,
      requestId: mostly(text('req-1', 'req-2', '')),
      oneTimeCents: centsArb,
      monthlyIncreaseCents: centsArb,
      requestedAt: instantArb,
    },
  },
  {
    name: 'POST /demo-insurer/applications/:reference/identification',
    url: `${DEMO_INSURER_PREFIX}/applications/${REFERENCE}/identification`,
    urlArb: reportUrlArb('identification'),
    encoding: 'json',
    limit: '16 KB',
    headersArb: idempotencyArb(`${REFERENCE}.identification`),
    fields: {
      reference: bodyReferenceArb,
      type: mostly(text(...IDENTIFICATION_TYPES)),
      status: text('done', 'inReview', 'failed', ''),
      identifiedAt: instantArb,
    },
  },
];
