import {
  type BookingOrigin,
  CALLBACK_SOURCE_OF_ORIGIN,
} from '../../domain/consulting/booking-origin';
import {
  type CallbackContactError,
  checkCallbackContact,
} from '../../domain/consulting/callback-contact';
import type { ProductType } from '../../domain/products/product-type';
import { err, ok, type Result } from '../../domain/result';
import type { CallbackRequest, CallbackRequestStorePort } from '../callback-request-store.port';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import { ownerKeyOf } from './owner-key';
import type { ApplicationOwner } from './submit-application.use-case';

export interface RequestConsultingCallbackInput {
  readonly owner: ApplicationOwner;
  readonly origin: BookingOrigin;
  readonly contact: {
    readonly name?: string;
    readonly phoneNumber?: string;
    readonly preferredTime?: string;
    readonly topic?: string;
    readonly email?: string;
    /** The ticked consent to use the data for the call. */
    readonly dataProtection?: boolean;
  };
  readonly product: ProductType;
  readonly tariffId: string | null;
}

/** The callback form's one name field as first and last name (the last word is the last name). */
const namesOf = (name: string): { firstName: string; lastName: string } => {
  const cut = name.lastIndexOf(' ');
  return cut < 0
    ? { firstName: '', lastName: name }
    : { firstName: name.slice(0, cut), lastName: name.slice(cut + 1) };
};

/**
 * „Rückruf statt Termin“ on the booking page: the checked contact (with the customer's consent)
 * becomes a callback request for the consultants. A callback is no appointment: it is filed with
 * the callback source of the page the customer came from (`callbackRequest`, from the risk stop
 * `onlineContractService`), never with an appointment source; the topic goes with it (0008).
 * Nothing here looks at applications, so no answer can tell whether anyone applied online.
 */
export const makeRequestConsultingCallback =
  (deps: { callbacks: CallbackRequestStorePort; ids: IdGeneratorPort; clock: ClockPort }) =>
  async (
    input: RequestConsultingCallbackInput,
  ): Promise<Result<CallbackRequest, CallbackContactError>> => {
    const contact = checkCallbackContact(input.contact);
    if (!contact.ok) return err(contact.error);
    const callback: CallbackRequest = {
      id: deps.ids.newId(),
      source: CALLBACK_SOURCE_OF_ORIGIN[input.origin],
      ownerKey: ownerKeyOf(input.owner),
      product: input.product,
      tariffId: input.tariffId,
      ...namesOf(contact.value.name),
      email: contact.value.email,
      phoneNumber: contact.value.phoneNumber,
      reasons: [],
      preferredTime: contact.value.preferredTime,
      topic: contact.value.topic,
      createdAt: deps.clock.now().toString(),
    };
    await deps.callbacks.add(callback);
    return ok(callback);
  };

export type RequestConsultingCallback = ReturnType<typeof makeRequestConsultingCallback>;
export const RequestConsultingCallback = Symbol.for('RequestConsultingCallback');
