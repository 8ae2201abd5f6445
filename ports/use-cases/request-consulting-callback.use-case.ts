import type { PreferredCallTime } from '../../domain/application/consultation-request';
import {
  type BookingContactError,
  checkBookingContact,
} from '../../domain/consulting/booking-contact';
import {
  APPOINTMENT_SOURCE_OF_ORIGIN,
  type BookingOrigin,
} from '../../domain/consulting/booking-origin';
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
    readonly email?: string;
    readonly topic?: string;
  };
  readonly product: ProductType;
  readonly tariffId: string | null;
  readonly preferredTime: PreferredCallTime | null;
}

/** The booking form's one name field as first and last name (the last word is the last name). */
const namesOf = (name: string): { firstName: string; lastName: string } => {
  const cut = name.lastIndexOf(' ');
  return cut < 0
    ? { firstName: '', lastName: name }
    : { firstName: name.slice(0, cut), lastName: name.slice(cut + 1) };
};

/**
 * "Kein passender Termin?": the booking form's contact becomes a callback request for the
 * consultants, with the SPEC §3 source of the page the customer came from and the stable reason
 * `consulting/no-suitable-slot`; the topic goes with it (migration 0008).
 */
export const makeRequestConsultingCallback =
  (deps: { callbacks: CallbackRequestStorePort; ids: IdGeneratorPort; clock: ClockPort }) =>
  async (
    input: RequestConsultingCallbackInput,
  ): Promise<Result<CallbackRequest, BookingContactError>> => {
    const contact = checkBookingContact(input.contact);
    if (!contact.ok) return err(contact.error);
    const callback: CallbackRequest = {
      id: deps.ids.newId(),
      source: APPOINTMENT_SOURCE_OF_ORIGIN[input.origin],
      ownerKey: ownerKeyOf(input.owner),
      product: input.product,
      tariffId: input.tariffId,
      ...namesOf(contact.value.name),
      email: contact.value.email,
      phoneNumber: contact.value.phoneNumber,
      reasons: ['consulting/no-suitable-slot'],
      ...(input.preferredTime === null ? {} : { preferredTime: input.preferredTime }),
      topic: contact.value.topic,
      createdAt: deps.clock.now().toString(),
    };
    await deps.callbacks.add(callback);
    return ok(callback);
  };

export type RequestConsultingCallback = ReturnType<typeof makeRequestConsultingCallback>;
export const RequestConsultingCallback = Symbol.for('RequestConsultingCallback');
