import {
  COMPARISON_PAGE_SIZE,
  MAX_COMPARISON_PAGE_SIZE,
} from '../../domain/comparison/comparison-page';
import type { ContributionLimits } from '../../domain/comparison/contribution-limits';
import type { InsurerList } from '../../domain/insurer-list/insurer-list';
import type { ProductType } from '../../domain/products/product-type';
import { err, ok, type Result } from '../../domain/result';
import { COMPARISON_UNAVAILABLE } from '../../ports/app-services';
import type { HttpClientPort } from '../../ports/http-client.port';
import type { ApiError } from '../../ports/portal-api.port';
import type { ComparisonAnswer } from '../../ports/use-cases/compare-tariffs.use-case';
import type { TariffDetailsAnswer } from '../../ports/use-cases/tariff-details.use-case';
import { apiErrorOf } from './portal-api-answers';

// The browser's comparison calls: the server runs the use cases, the browser asks over /api. An
// answer that is not the documented error body is "unavailable", never an exception.

/**
 * The browser's compareTariffs: POST /api/comparison with the customer's query, one page of the
 * first `rows` rows (at most MAX_COMPARISON_PAGE_SIZE, as many as the result page shows).
 */
export const comparisonOverHttp =
  (http: () => Promise<HttpClientPort>) =>
  async (
    query: string,
    rows: number = COMPARISON_PAGE_SIZE,
  ): Promise<Result<ComparisonAnswer, ApiError>> => {
    const limit = Math.min(MAX_COMPARISON_PAGE_SIZE, Math.max(1, rows));
    const answer = await (await http()).post<ComparisonAnswer>('comparison', { query, limit });
    if (answer.ok) return ok(answer.value.body);
    const error = answer.error.status === 400 ? apiErrorOf(answer.error.body) : undefined;
    return err(error ?? COMPARISON_UNAVAILABLE);
  };

/** The browser's tariffDetails: GET /api/tariffs/:id?<query>; 400/404 keep their message. */
export const tariffDetailsOverHttp =
  (http: () => Promise<HttpClientPort>) =>
  async (tariffId: string, query: string): Promise<Result<TariffDetailsAnswer, ApiError>> => {
    const search = query.replace(/^\?/, '');
    const url = `tariffs/${encodeURIComponent(tariffId)}${search === '' ? '' : `?${search}`}`;
    const answer = await (await http()).get<TariffDetailsAnswer>(url);
    if (answer.ok) return ok(answer.value.body);
    const status = answer.error.status;
    const error = status === 400 || status === 404 ? apiErrorOf(answer.error.body) : undefined;
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

/** The browser's contributionLimits: GET /api/contribution-limits?productType=…; null on error. */
export const contributionLimitsOverHttp =
  (http: () => Promise<HttpClientPort>) =>
  async (productType: ProductType): Promise<ContributionLimits | null> => {
    const answer = await (await http()).get<ContributionLimits>('contribution-limits', {
      query: { productType },
    });
    return answer.ok ? answer.value.body : null;
  };
