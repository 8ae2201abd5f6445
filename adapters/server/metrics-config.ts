import { err, ok, type Result } from '../../domain/result';

/**
 * METRICS_PORT: unset, GET /metrics only on the server's own port with the admin token; a whole
 * number from 1 to 65535 other than PORT, the metrics also on 127.0.0.1 at that port, without
 * a token (README "Operations").
 */
export const metricsPortOf = (
  text: string | undefined,
  port: number,
): Result<{ readonly metricsPort?: number }, { kind: 'config/invalid'; message: string }> => {
  if (text === undefined) return ok({});
  const value = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (value >= 1 && value <= 65535 && value !== port) return ok({ metricsPort: value });
  return err({
    kind: 'config/invalid',
    message: `METRICS_PORT muss eine Zahl von 1 bis 65535 sein, verschieden von PORT (${port}), nicht „${text}“.`,
  });
};
