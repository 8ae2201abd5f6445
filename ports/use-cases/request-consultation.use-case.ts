import {
  type ConsultationRequestError,
  checkConsultationRequest,
} from '../../domain/application/consultation-request';
import type { ProductType } from '../../domain/products/product-type';
import { err, ok, type Result } from '../../domain/result';
import type { CallbackRequest, CallbackRequestStorePort } from '../callback-request-store.port';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import { ownerKeyOf } from './owner-key';
import type { ApplicationOwner } from './submit-application.use-case';

export interface RequestConsultationInput {
  readonly owner: ApplicationOwner;
  readonly product: ProductType;
  readonly tariffId: string;
  readonly fields: Readonly<Partial<Record<string, string>>>;
}

/**
 * "Beratung anfragen" from a tariff: until consultants book appointments themselves, the request
 * is stored as a callback request with the portal's callback source `callbackRequest`.
 */
export const makeRequestConsultation =
  (deps: { callbacks: CallbackRequestStorePort; ids: IdGeneratorPort; clock: ClockPort }) =>
  async (
    request: RequestConsultationInput,
  ): Promise<Result<CallbackRequest, ConsultationRequestError>> => {
    const checked = checkConsultationRequest(request.fields);
    if (!checked.ok) return err(checked.error);
    const callback: CallbackRequest = {
      id: deps.ids.newId(),
      source: 'callbackRequest',
      ownerKey: ownerKeyOf(request.owner),
      product: request.product,
      tariffId: request.tariffId,
      firstName: checked.value.firstName,
      lastName: checked.value.lastName,
      email: checked.value.email,
      phoneNumber: checked.value.phoneNumber,
      reasons: [],
      preferredTime: checked.value.preferredTime,
      createdAt: deps.clock.now().toString(),
    };
    await deps.callbacks.add(callback);
    return ok(callback);
  };

export type RequestConsultation = ReturnType<typeof makeRequestConsultation>;
export const RequestConsultation = Symbol.for('RequestConsultation');
