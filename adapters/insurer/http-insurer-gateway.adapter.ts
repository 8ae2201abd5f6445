import type { Agent, request } from 'undici';
import { readAdjustmentProposal } from '../../domain/tariff-adjustment/proposal-reader';
import type {
  AdjustmentChoiceReport,
  AdjustmentReportAnswer,
  IdentificationReport,
  IdentificationReportAnswer,
  InsurerAnswer,
  InsurerGatewayPort,
  InsurerHandOver,
  PayInMoreReport,
  WithdrawalReport,
} from '../../ports/insurer-gateway.port';
import {
  adjustmentChoicePath,
  HAND_OVER_PATH,
  type HandOverReply,
  IDEMPOTENCY_HEADER,
  identificationPath,
  payInMoreIdempotencyKey,
  payInMorePath,
  withdrawalPath,
} from './insurer-protocol';

const failureOf = (e: unknown): string => {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? code : e instanceof Error ? e.name : 'error';
};

/** A slow insurer is a failure after this long; the outbox tries again later. */
export const INSURER_TIMEOUT_MS = 10_000;

const replyOf = (value: unknown): HandOverReply | null => {
  if (typeof value !== 'object' || value === null) return null;
  const reply = value as Record<string, unknown>;
  if (reply.decision === 'accepted' && typeof reply.insurerReference === 'string') {
    // An adjustment that cannot be read is left out: the application stays accepted as it was.
    const adjustment = readAdjustmentProposal(reply.adjustment);
    return {
      decision: 'accepted',
      insurerReference: reply.insurerReference,
      ...(adjustment === null ? {} : { adjustment }),
    };
  }
  if (reply.decision === 'declined' && typeof reply.reason === 'string') {
    return { decision: 'declined', reason: reply.reason };
  }
  return null;
};

/**
 * The insurer over HTTP (undici): POST <baseUrl>/applications with the Idempotency-Key header.
 * Network errors, timeouts, 5xx and answers it cannot read are `unavailable` (retried); only a
 * well-formed accepted or declined answer decides.
 */
export class HttpInsurerGateway implements InsurerGatewayPort {
  // undici loads with the first request, not at every start of the server (issue 31, finding 7).
  private undici: Promise<{ readonly agent: Agent; readonly request: typeof request }> | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number = INSURER_TIMEOUT_MS,
  ) {}

  private client(): Promise<{ readonly agent: Agent; readonly request: typeof request }> {
    this.undici ??= import('undici').then((undici) => ({
      agent: new undici.Agent({
        connectTimeout: this.timeoutMs,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      }),
      request: undici.request,
    }));
    return this.undici;
  }

  async handOver(application: InsurerHandOver, idempotencyKey: string): Promise<InsurerAnswer> {
    try {
      const { agent, request } = await this.client();
      const response = await request(`${this.baseUrl}${HAND_OVER_PATH}`, {
        method: 'POST',
        dispatcher: agent,
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
        body: JSON.stringify(application),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.body.text();
      if (response.statusCode >= 500) {
        return { kind: 'unavailable', error: `HTTP ${response.statusCode}` };
      }
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      const reply = replyOf(parsed);
      if (reply?.decision === 'accepted' && response.statusCode < 300) {
        return {
          kind: 'accepted',
          insurerReference: reply.insurerReference,
          ...(reply.adjustment === undefined ? {} : { adjustment: reply.adjustment }),
        };
      }
      if (reply?.decision === 'declined' && response.statusCode === 422) {
        return { kind: 'declined', reason: reply.reason };
      }
      return { kind: 'unavailable', error: `HTTP ${response.statusCode}: unexpected answer` };
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      return {
        kind: 'unavailable',
        error: typeof code === 'string' ? code : e instanceof Error ? e.name : 'error',
      };
    }
  }

  async reportAdjustmentChoice(report: AdjustmentChoiceReport): Promise<AdjustmentReportAnswer> {
    // One choice per application: a resent report is the same report at the insurer.
    return this.report(
      adjustmentChoicePath(report.reference),
      `${report.reference}.tariff-adjustment`,
      report,
    );
  }

  async reportPayInMore(report: PayInMoreReport): Promise<AdjustmentReportAnswer> {
    return this.report(payInMorePath(report.reference), payInMoreIdempotencyKey(report), report);
  }

  async reportWithdrawal(report: WithdrawalReport): Promise<AdjustmentReportAnswer> {
    // One withdrawal per application: a resent report is the same withdrawal at the insurer.
    return this.report(withdrawalPath(report.reference), `${report.reference}.withdrawal`, report);
  }

  /** POSTs a report; any 2xx is taken, anything else (5xx, network, timeout) is sent again later. */
  private async report(
    path: string,
    idempotencyKey: string,
    body: unknown,
  ): Promise<AdjustmentReportAnswer> {
    try {
      const { agent, request } = await this.client();
      const response = await request(`${this.baseUrl}${path}`, {
        method: 'POST',
        dispatcher: agent,
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.body.dump();
      return response.statusCode >= 200 && response.statusCode < 300
        ? { kind: 'received' }
        : { kind: 'unavailable', error: `HTTP ${response.statusCode}` };
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      return {
        kind: 'unavailable',
        error: typeof code === 'string' ? code : e instanceof Error ? e.name : 'error',
      };
    }
  }

  async reportIdentification(report: IdentificationReport): Promise<IdentificationReportAnswer> {
    try {
      const { agent, request } = await this.client();
      const response = await request(`${this.baseUrl}${identificationPath(report.reference)}`, {
        method: 'POST',
        dispatcher: agent,
        headers: {
          'content-type': 'application/json',
          // One identification per application: a resent report is the same report there.
          [IDEMPOTENCY_HEADER]: `${report.reference}.identification`,
        },
        body: JSON.stringify(report),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.body.text();
      let reply: unknown = null;
      try {
        reply = JSON.parse(text);
      } catch {
        reply = null;
      }
      const decision = (reply as { decision?: unknown } | null)?.decision;
      if (response.statusCode >= 200 && response.statusCode < 300 && decision === 'accepted') {
        return { kind: 'accepted' };
      }
      const reason = (reply as { reason?: unknown } | null)?.reason;
      if (response.statusCode === 422 && decision === 'declined' && typeof reason === 'string') {
        return { kind: 'declined', reason };
      }
      return { kind: 'unavailable', error: `HTTP ${response.statusCode}` };
    } catch (e) {
      return { kind: 'unavailable', error: failureOf(e) };
    }
  }

  async close(): Promise<void> {
    if (this.undici === undefined) return;
    await (await this.undici).agent.close();
  }
}
