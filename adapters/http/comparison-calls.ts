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

/** One page of POST /api/comparison as the API answers it. */
interface ComparisonPageAnswer extends ComparisonAnswer {
  readonly nextCursor: string | null;
}

/**
 * The browser's compareTariffs: POST /api/comparison with the customer's query, page after page
 * (MAX_COMPARISON_PAGE_SIZE each) until it has the first `rows` rows or the whole list.
 */
export const comparisonOverHttp =
  (http: () => Promise<HttpClientPort>) =>
  async (
    query: string,
    rows: number = COMPARISON_PAGE_SIZE,
  ): Promise<Result<ComparisonAnswer, ApiError>> => {
    const client = await http();
    let first: ComparisonPageAnswer | null = null;
    const results: ComparisonAnswer['results'][number][] = [];
    const facts: ComparisonAnswer['facts'][number][] = [];
    let cursor: string | null = null;
    do {
      const limit = Math.min(MAX_COMPARISON_PAGE_SIZE, Math.max(1, rows - results.length));
      const answer: Awaited<ReturnType<typeof client.post<ComparisonPageAnswer>>> =
        await client.post<ComparisonPageAnswer>('comparison', {
          query,
          limit,
          ...(cursor === null ? {} : { cursor }),
        });
      if (!answer.ok) {
        const error = answer.error.status === 400 ? apiErrorOf(answer.error.body) : undefined;
        return err(error ?? COMPARISON_UNAVAILABLE);
      }
      const page: ComparisonPageAnswer = answer.value.body;
      first ??= page;
      results.push(...page.results);
      facts.push(...page.facts);
      cursor = page.nextCursor;
    } while (cursor !== null && results.length < rows);
    if (first === null) return err(COMPARISON_UNAVAILABLE);
    const { nextCursor: _next, ...answer } = first;
    return ok({ ...answer, results, facts });
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
