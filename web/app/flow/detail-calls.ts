import type { InsurerList } from '../../../domain/insurer-list/insurer-list';
import { err, ok, type Result } from '../../../domain/result';
import type { HttpClientPort } from '../../../ports/http-client.port';
import type { ApiError } from '../../../ports/portal-api.port';
import type { TariffDetailsAnswer } from '../../../ports/use-cases/tariff-details.use-case';
import { COMPARISON_UNAVAILABLE } from './comparison-call';

const apiErrorOf = (body: unknown): ApiError | null => {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { kind, message } = error as { kind?: unknown; message?: unknown };
  return typeof kind === 'string' && typeof message === 'string' ? { kind, message } : null;
};

/** The browser's tariffDetails: GET /api/tariffs/:id?<query> (issue 6); 400/404 keep their message. */
export const tariffDetailsOverHttp =
  (http: () => Promise<HttpClientPort>) =>
  async (tariffId: string, query: string): Promise<Result<TariffDetailsAnswer, ApiError>> => {
    const search = query.replace(/^\?/, '');
    const url = `tariffs/${encodeURIComponent(tariffId)}${search === '' ? '' : `?${search}`}`;
    const answer = await (await http()).get<TariffDetailsAnswer>(url);
    if (answer.ok) return ok(answer.value.body);
    const status = answer.error.status;
    const error = status === 400 || status === 404 ? apiErrorOf(answer.error.body) : null;
    return err(error ?? COMPARISON_UNAVAILABLE);
  };

/** The browser's insurerList: GET /api/insurers?single=0|1. */
export const insurerListOverHttp =
  (http: () => Promise<HttpClientPort>) =>
  async (singlePremium: boolean): Promise<Result<InsurerList, ApiError>> => {
    const answer = await (await http()).get<InsurerList>('insurers', {
      query: { single: singlePremium ? '1' : '0' },
    });
    return answer.ok ? ok(answer.value.body) : err(COMPARISON_UNAVAILABLE);
  };
