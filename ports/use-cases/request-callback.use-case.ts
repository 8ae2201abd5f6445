import type {
  ApplicationFormError,
  ApplicationFormInput,
} from '../../domain/application/application-fields';
import { checkApplicationForSigning } from '../../domain/application/check-application-for-signing';
import { berlinDateOf } from '../../domain/calendar/berlin';
import type { ProductType } from '../../domain/products/product-type';
import { err, ok, type Result } from '../../domain/result';
import type { CallbackRequest, CallbackRequestStorePort } from '../callback-request-store.port';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import { ownerKeyOf } from './application-draft.use-case';
import type { ApplicationOwner } from './submit-application.use-case';

export interface RequestCallbackInput {
  readonly owner: ApplicationOwner;
  readonly product: ProductType;
  readonly tariffId: string | null;
  readonly input: ApplicationFormInput;
}

/**
 * "Beratung anfragen" from /personal-data: the form is checked again on the server (the reasons
 * are never taken from the browser), and a callback request with appointment source
 * `onlineContractService` (SPEC §3) is stored with the risk rule's reasons for the consultant.
 */
export const makeRequestCallback =
  (deps: { callbacks: CallbackRequestStorePort; ids: IdGeneratorPort; clock: ClockPort }) =>
  async (request: RequestCallbackInput): Promise<Result<CallbackRequest, ApplicationFormError>> => {
    const now = deps.clock.now();
    const checked = checkApplicationForSigning(request.input, request.product, berlinDateOf(now));
    if (!checked.ok) return err(checked.error);
    const { form, signing } = checked.value;
    const callback: CallbackRequest = {
      id: deps.ids.newId(),
      source: 'onlineContractService',
      ownerKey: ownerKeyOf(request.owner),
      product: request.product,
      tariffId: request.tariffId,
      firstName: form.personal.firstName,
      lastName: form.personal.lastName,
      email: form.personal.email,
      phoneNumber: form.personal.phoneNumber,
      reasons: signing.allowed ? [] : signing.reasons.map((reason) => reason.kind),
      createdAt: now.toString(),
    };
    await deps.callbacks.add(callback);
    return ok(callback);
  };

export type RequestCallback = ReturnType<typeof makeRequestCallback>;
export const RequestCallback = Symbol.for('RequestCallback');
