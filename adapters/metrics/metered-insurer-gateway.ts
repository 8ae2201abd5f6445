import type {
  InsurerAnswer,
  InsurerGatewayPort,
  InsurerHandOver,
} from '../../ports/insurer-gateway.port';
import type { MetricsPort } from '../../ports/metrics.port';

/**
 * The insurer gateway with its hand-overs counted (rk_insurer_hand_overs_total): an answer of
 * `unavailable` or a thrown error is a failed attempt, an acceptance or a decline an arrived one.
 * The reports pass through uncounted.
 */
export const meteredInsurerGateway = (
  gateway: InsurerGatewayPort,
  metrics: MetricsPort,
): InsurerGatewayPort => ({
  async handOver(application: InsurerHandOver, idempotencyKey: string): Promise<InsurerAnswer> {
    let answer: InsurerAnswer;
    try {
      answer = await gateway.handOver(application, idempotencyKey);
    } catch (e) {
      metrics.handOver(true);
      throw e;
    }
    metrics.handOver(answer.kind === 'unavailable');
    return answer;
  },
  reportAdjustmentChoice: (report) => gateway.reportAdjustmentChoice(report),
  reportIdentification: (report) => gateway.reportIdentification(report),
  reportPayInMore: (report) => gateway.reportPayInMore(report),
  reportWithdrawal: (report) => gateway.reportWithdrawal(report),
});
