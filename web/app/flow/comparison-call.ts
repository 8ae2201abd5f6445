import { err, ok, type Result } from '../../../domain/result';
import type { HttpClientPort } from '../../../ports/http-client.port';
import type { ApiError } from '../../../ports/portal-api.port';
import type { ComparisonAnswer } from '../../../ports/use-cases/compare-tariffs.use-case';

/** When the comparison cannot be reached or answers with something else than its error body. */
export const COMPARISON_UNAVAILABLE: ApiError = {
  kind: 'comparison/unavailable',
  message: 'Der Vergleich ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
};

const apiErrorOf = (body: unknown): ApiError | null => {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { kind, message } = error as { kind?: unknown; message?: unknown };
  return typeof kind === 'string' && typeof message === 'string' ? { kind, message } : null;
};

/** The browser's compareTariffs: POST /api/comparison with the customer's query (issue 6). */
export const comparisonOverHttp =
  (http: () => Promise<HttpClientPort>) =>
  async (query: string): Promise<Result<ComparisonAnswer, ApiError>> => {
    const answer = await (await http()).post<ComparisonAnswer>('comparison', { query });
    if (answer.ok) return ok(answer.value.body);
    const error = answer.error.status === 400 ? apiErrorOf(answer.error.body) : null;
    return err(error ?? COMPARISON_UNAVAILABLE);
  };
