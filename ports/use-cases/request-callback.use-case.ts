import type {
  ApplicationFormError,
  ApplicationFormInput,
} from '../../domain/application/application-fields';
import {
  type CheckedApplication,
  checkApplicationForSigning,
} from '../../domain/application/check-application-for-signing';
import { berlinDateOf } from '../../domain/calendar/berlin';
import type { ProductType } from '../../domain/products/product-type';
import { err, ok, type Result } from '../../domain/result';
import type { CallbackRequest, CallbackRequestStorePort } from '../callback-request-store.port';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import { ownerKeyOf } from './owner-key';
import type { ApplicationOwner } from './submit-application.use-case';

export interface RequestCallbackInput {
  readonly owner: ApplicationOwner;
  readonly product: ProductType;
  readonly tariffId: string | null;
  readonly input: ApplicationFormInput;
}

export interface RiskStopDeps {
  readonly callbacks: CallbackRequestStorePort;
  readonly ids: IdGeneratorPort;
}

const sameCase = (a: CallbackRequest, b: CallbackRequest): boolean =>
  a.source === b.source &&
  a.product === b.product &&
  a.tariffId === b.tariffId &&
  a.email === b.email &&
  a.phoneNumber === b.phoneNumber &&
  [...a.reasons].sort().join() === [...b.reasons].sort().join();

/**
 * Keeps a case for the consultants (source `onlineContractService`, SPEC §3) with the reasons of
 * the risk rule, once per owner, product, tariff, contact and reasons: the same case typed again
 * (or asked for by „Beratung anfragen“ after the stop) answers the one kept.
 */
export const recordOnlineContractCase = async (
  deps: RiskStopDeps,
  owner: ApplicationOwner,
  product: ProductType,
  tariffId: string | null,
  checked: CheckedApplication,
  now: string,
): Promise<CallbackRequest> => {
  const { form, signing } = checked;
  const callback: CallbackRequest = {
    id: deps.ids.newId(),
    source: 'onlineContractService',
    ownerKey: ownerKeyOf(owner),
    product,
    tariffId,
    firstName: form.personal.firstName,
    lastName: form.personal.lastName,
    email: form.personal.email,
    phoneNumber: form.personal.phoneNumber,
    reasons: signing.allowed ? [] : signing.reasons.map((reason) => reason.kind),
    createdAt: now,
  };
  const kept = (await deps.callbacks.byOwner(callback.ownerKey)).find((c) => sameCase(c, callback));
  if (kept !== undefined) return kept;
  await deps.callbacks.add(callback);
  return callback;
};

/**
 * "Beratung anfragen" from /personal-data: the form is checked again on the server (the reasons
 * are never taken from the browser), and a callback request with appointment source
 * `onlineContractService` (SPEC §3) is stored with the risk rule's reasons for the consultant —
 * the case the risk stop kept already, if it was one.
 */
export const makeRequestCallback =
  (deps: { callbacks: CallbackRequestStorePort; ids: IdGeneratorPort; clock: ClockPort }) =>
  async (request: RequestCallbackInput): Promise<Result<CallbackRequest, ApplicationFormError>> => {
    const now = deps.clock.now();
    const checked = checkApplicationForSigning(request.input, request.product, berlinDateOf(now));
    if (!checked.ok) return err(checked.error);
    return ok(
      await recordOnlineContractCase(
        deps,
        request.owner,
        request.product,
        request.tariffId,
        checked.value,
        now.toString(),
      ),
    );
  };

export type RequestCallback = ReturnType<typeof makeRequestCallback>;
export const RequestCallback = Symbol.for('RequestCallback');
