import type { ApplicationFormError } from '../../domain/application/application-fields';
import type { OnlineSigningRiskReason } from '../../domain/application/online-signing-risk';
import type { ProductType } from '../../domain/products/product-type';
import {
  APPLICATION_DRAFT_UNAVAILABLE,
  type ApplicationDraftView,
  type RequestCallbackAnswer,
  type SaveApplicationDraftAnswer,
} from '../../ports/app-services';
import type { HttpClientPort } from '../../ports/http-client.port';

// The browser's /personal-data calls over /api/application; an answer that is not the
// documented body is "unavailable", never an exception.

const objectOf = (value: unknown): Readonly<Record<string, unknown>> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, unknown>>)
    : null;

const formErrorOf = (body: unknown): ApplicationFormError | null => {
  const error = objectOf(objectOf(body)?.error);
  const fields = objectOf(error?.fields);
  if (
    error?.kind !== 'application/invalid' ||
    typeof error.message !== 'string' ||
    fields === null
  ) {
    return null;
  }
  return { kind: 'application/invalid', message: error.message, fields };
};

const reasonsOf = (body: unknown): readonly OnlineSigningRiskReason[] | null => {
  const reasons = objectOf(objectOf(body)?.error)?.reasons;
  return Array.isArray(reasons) ? (reasons as OnlineSigningRiskReason[]) : null;
};

/** GET /api/application/personal-data; null on any failure. */
export const applicationDraftOverHttp =
  (http: () => Promise<HttpClientPort>) => async (): Promise<ApplicationDraftView | null> => {
    const answer = await (await http()).get<{ draft: ApplicationDraftView | null }>(
      'application/personal-data',
    );
    return answer.ok ? (answer.value.body.draft ?? null) : null;
  };

/** POST /api/application/personal-data: 200 saved, 400 invalid, 422 refused. */
export const saveApplicationDraftOverHttp =
  (http: () => Promise<HttpClientPort>) =>
  async (
    product: ProductType,
    fields: Readonly<Record<string, string>>,
  ): Promise<SaveApplicationDraftAnswer> => {
    const answer = await (await http()).post('application/personal-data', { product, fields });
    if (answer.ok) return { kind: 'saved' };
    const invalid = answer.error.status === 400 ? formErrorOf(answer.error.body) : null;
    if (invalid !== null) return { kind: 'invalid', error: invalid };
    const reasons = answer.error.status === 422 ? reasonsOf(answer.error.body) : null;
    if (reasons !== null) return { kind: 'refused', reasons };
    return { kind: 'unavailable', message: APPLICATION_DRAFT_UNAVAILABLE };
  };

/** POST /api/application/callback-request: 201 stored, 400 invalid. */
export const requestCallbackOverHttp =
  (http: () => Promise<HttpClientPort>) =>
  async (
    product: ProductType,
    tariffId: string | null,
    fields: Readonly<Record<string, string>>,
  ): Promise<RequestCallbackAnswer> => {
    const answer = await (await http()).post('application/callback-request', {
      product,
      ...(tariffId === null ? {} : { tariffId }),
      fields,
    });
    if (answer.ok) return { kind: 'stored' };
    const invalid = answer.error.status === 400 ? formErrorOf(answer.error.body) : null;
    return invalid === null
      ? { kind: 'unavailable', message: APPLICATION_DRAFT_UNAVAILABLE }
      : { kind: 'invalid', error: invalid };
  };
