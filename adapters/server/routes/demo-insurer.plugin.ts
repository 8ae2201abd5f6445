import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import type { InsurerHandOver } from '../../../ports/insurer-gateway.port';
import type { TariffCataloguePort } from '../../../ports/tariff-catalogue.port';
import { demoTariffAdjustmentFor } from '../../insurer/demo-tariff-adjustment';
import {
  ADJUSTMENT_CHOICE_ROUTE,
  type AdjustmentChoiceBody,
  HAND_OVER_PATH,
  type HandOverReply,
  IDEMPOTENCY_HEADER,
  IDENTIFICATION_ROUTE,
  type IdentificationBody,
  type IdentificationReply,
  PAY_IN_MORE_ROUTE,
  type PayInMoreBody,
  payInMoreIdempotencyKey,
  WITHDRAWAL_ROUTE,
  type WithdrawalBody,
} from '../../insurer/insurer-protocol';
import { apiError } from '../api-error';
import {
  ADJUSTMENT_CHOICE_BODY_SCHEMA,
  HAND_OVER_BODY_LIMIT,
  HAND_OVER_BODY_SCHEMA,
  IDEMPOTENCY_HEADERS_SCHEMA,
  IDENTIFICATION_BODY_SCHEMA,
  PAY_IN_MORE_BODY_SCHEMA,
  REPORT_BODY_LIMIT,
  WITHDRAWAL_BODY_SCHEMA,
} from './demo-insurer-schemas';

/**
 * The demo insurer's refusals of a report that does not fit its path: the API's error shape with
 * a German message, as every other refusal of the server (a schema's too).
 */
export const INSURER_REFUSALS = {
  referenceMismatch: apiError(
    'insurer/reference-mismatch',
    'Die Antragsnummer im Pfad und im Inhalt stimmen nicht überein.',
  ),
  keyMismatch: apiError(
    'insurer/key-mismatch',
    'Antragsnummer, Anfrage-Nummer und Idempotency-Key dieser Zuzahlung passen nicht zusammen.',
  ),
  noAmount: apiError('insurer/no-amount', 'Die Zuzahlung nennt keinen Betrag.'),
} as const;

/** DEMO: this last name makes the demo insurer decline, so the decline path can be tried out. */
export const DEMO_DECLINE_LAST_NAME = 'Ablehnung';

/** What the demo insurer remembers: each idempotency key's answer and how often it was sent. */
export class DemoInsurerLedger {
  readonly answers = new Map<string, HandOverReply>();
  readonly deliveries = new Map<string, number>();
  /** The signed figures of each idempotency key's first hand-over. */
  readonly signedOffers = new Map<string, unknown>();
  /** The tariff adjustment choices told, by application reference (the last one told). */
  readonly adjustmentChoices = new Map<string, AdjustmentChoiceBody>();
  /** The identifications told, by idempotency key (`<reference>.identification`, the last told). */
  readonly identifications = new Map<string, IdentificationBody>();
  /** The pay-in-more requests told, by idempotency key: one per request, however often it came. */
  readonly payInMore = new Map<string, PayInMoreBody>();
  /** The withdrawals told, by application reference (the first one told). */
  readonly withdrawals = new Map<string, WithdrawalBody>();

  /** Applications accepted or declined: one per idempotency key, however often it came. */
  get applications(): number {
    return this.answers.size;
  }
}

export interface DemoInsurerOptions {
  readonly catalogue: TariffCataloguePort;
  readonly ledger?: DemoInsurerLedger;
  /** RK_TEST_ROUTES=1: `GET <prefix>/__test/ledger` shows the ledger to the browser tests. */
  readonly testLedger?: boolean;
}

/** Test-only: how often each idempotency key came and the first answer to it. */
export const DEMO_LEDGER_PATH = '/__test/ledger';

const declined = (reason: string): HandOverReply => ({ decision: 'declined', reason });

const ageAt = (birthday: string | null, day: string): number | null => {
  if (birthday === null) return null;
  try {
    return Temporal.PlainDate.from(birthday).until(Temporal.PlainDate.from(day), {
      largestUnit: 'years',
    }).years;
  } catch {
    return null;
  }
};

/** The demo insurer's underwriting: the tariff's online contract, its payment limits, age 18+. */
export const decideHandOver = async (
  catalogue: TariffCataloguePort,
  application: InsurerHandOver,
): Promise<HandOverReply> => {
  const loaded = await catalogue.load();
  const tariff = loaded.ok
    ? loaded.value.tariffs.find((t) => t.id === application.choice?.tariffId)
    : undefined;
  if (tariff === undefined) return declined('Demo-Versicherer: Tarif unbekannt.');
  if (!tariff.onlineContract)
    return declined('Demo-Versicherer: kein Online-Abschluss für diesen Tarif.');
  const { limits } = tariff;
  const monthly = application.monthlyContribution;
  const once = application.oneTimePayment;
  if (monthly > 0 && (monthly < limits.minMonthlyPayment || monthly > limits.maxMonthlyPayment)) {
    return declined('Demo-Versicherer: monatlicher Beitrag außerhalb der Tarifgrenzen.');
  }
  if (once > 0 && (once < limits.minOneTimePayment || once > limits.maxOneTimePayment)) {
    return declined('Demo-Versicherer: Einmalbeitrag außerhalb der Tarifgrenzen.');
  }
  const age = ageAt(application.form?.personal?.birthday ?? null, application.insuranceStart);
  if (age === null || age < 18)
    return declined('Demo-Versicherer: Antragsteller nicht volljährig.');
  if (application.form?.personal?.lastName?.trim() === DEMO_DECLINE_LAST_NAME) {
    return declined('Demo-Versicherer: Ablehnung für den Testnamen „Ablehnung“.');
  }
  const adjustment = demoTariffAdjustmentFor(application);
  return {
    decision: 'accepted',
    insurerReference: `DEMO-${randomBytes(5).toString('hex').toUpperCase()}`,
    ...(adjustment === null ? {} : { adjustment }),
  };
};

/**
 * DEMO insurer, no real company: takes hand-overs (insurer-protocol.ts), accepts or declines by
 * the tariff's rules of the catalogue and answers a repeated idempotency key with its first
 * answer, so a retried hand-over is one application. It keeps nothing across restarts.
 */
export const demoInsurerPlugin: FastifyPluginAsync<DemoInsurerOptions> = async (app, options) => {
  const ledger = options.ledger ?? new DemoInsurerLedger();
  const decisions = new Map<string, Promise<HandOverReply>>();
  if (options.testLedger === true) {
    app.get(DEMO_LEDGER_PATH, async () => ({
      deliveries: Object.fromEntries(ledger.deliveries),
      answers: Object.fromEntries(ledger.answers),
      signedOffers: Object.fromEntries(ledger.signedOffers),
      adjustmentChoices: Object.fromEntries(ledger.adjustmentChoices),
      identifications: Object.fromEntries(ledger.identifications),
      payInMore: Object.fromEntries(ledger.payInMore),
      withdrawals: Object.fromEntries(ledger.withdrawals),
    }));
  }
  app.post<{ Body: InsurerHandOver }>(
    HAND_OVER_PATH,
    {
      bodyLimit: HAND_OVER_BODY_LIMIT,
      schema: { body: HAND_OVER_BODY_SCHEMA, headers: IDEMPOTENCY_HEADERS_SCHEMA },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER] as string;
      ledger.deliveries.set(key, (ledger.deliveries.get(key) ?? 0) + 1);
      // The first delivery of a key decides; one arriving meanwhile waits for that answer.
      const first = !decisions.has(key);
      if (first) {
        ledger.signedOffers.set(key, request.body.signedOffer ?? null);
        decisions.set(
          key,
          decideHandOver(options.catalogue, request.body).then((answer) => {
            ledger.answers.set(key, answer);
            return answer;
          }),
        );
      }
      const answer = await (decisions.get(key) as Promise<HandOverReply>);
      const status = answer.decision === 'declined' ? 422 : first ? 201 : 200;
      return reply.code(status).send({ ...answer, demo: true });
    },
  );
  app.post<{ Body: AdjustmentChoiceBody; Params: { reference: string } }>(
    ADJUSTMENT_CHOICE_ROUTE,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { body: ADJUSTMENT_CHOICE_BODY_SCHEMA },
    },
    async (request, reply) => {
      if (request.body.reference !== request.params.reference) {
        return reply.code(400).send(INSURER_REFUSALS.referenceMismatch);
      }
      ledger.adjustmentChoices.set(request.params.reference, request.body);
      return reply.code(200).send({ received: true, demo: true });
    },
  );
  app.post<{ Body: PayInMoreBody; Params: { reference: string } }>(
    PAY_IN_MORE_ROUTE,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { body: PAY_IN_MORE_BODY_SCHEMA, headers: IDEMPOTENCY_HEADERS_SCHEMA },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER] as string;
      if (
        request.body.reference !== request.params.reference ||
        key !== payInMoreIdempotencyKey(request.body)
      ) {
        return reply.code(400).send(INSURER_REFUSALS.keyMismatch);
      }
      if (request.body.oneTimeCents === null && request.body.monthlyIncreaseCents === null) {
        return reply.code(400).send(INSURER_REFUSALS.noAmount);
      }
      ledger.deliveries.set(key, (ledger.deliveries.get(key) ?? 0) + 1);
      // The first delivery of a key counts; a resent one is the same request.
      if (!ledger.payInMore.has(key)) ledger.payInMore.set(key, request.body);
      return reply.code(200).send({ received: true, demo: true });
    },
  );
  // DEMO: the demo insurer confirms every withdrawal at once (a real one within its own time).
  app.post<{ Body: WithdrawalBody; Params: { reference: string } }>(
    WITHDRAWAL_ROUTE,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { body: WITHDRAWAL_BODY_SCHEMA },
    },
    async (request, reply) => {
      if (request.body.reference !== request.params.reference) {
        return reply.code(400).send(INSURER_REFUSALS.referenceMismatch);
      }
      const key = `${request.params.reference}.withdrawal`;
      ledger.deliveries.set(key, (ledger.deliveries.get(key) ?? 0) + 1);
      if (!ledger.withdrawals.has(request.params.reference)) {
        ledger.withdrawals.set(request.params.reference, request.body);
      }
      return reply.code(200).send({ received: true, demo: true });
    },
  );
  // DEMO, deterministic: the demo insurer accepts every identification it is told of (a web
  // identification done, or an ID copy it takes as checked), which accepts the application.
  app.post<{ Body: IdentificationBody; Params: { reference: string } }>(
    IDENTIFICATION_ROUTE,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { body: IDENTIFICATION_BODY_SCHEMA },
    },
    async (request, reply) => {
      if (request.body.reference !== request.params.reference) {
        return reply.code(400).send(INSURER_REFUSALS.referenceMismatch);
      }
      const key = request.headers[IDEMPOTENCY_HEADER];
      ledger.identifications.set(
        typeof key === 'string' ? key : `${request.params.reference}.identification`,
        request.body,
      );
      const answer: IdentificationReply = { decision: 'accepted' };
      return reply.code(200).send({ ...answer, demo: true });
    },
  );
};
