import type { AppointmentSource } from '../domain/consulting/appointment-source';
import type { ProductType } from '../domain/products/product-type';

/** A consultant's slot held for a few minutes while one customer books; the id is the secret. */
export interface SlotHold {
  readonly id: string;
  readonly consultantId: string;
  /** ISO instants. */
  readonly slotStart: string;
  readonly slotEnd: string;
  readonly expiresAt: string;
}

export type AppointmentStatus = 'booked' | 'cancelled';

/** A booked (or cancelled) consultation with the customer's contact and the tariff context. */
export interface Appointment {
  readonly id: string;
  readonly consultantId: string;
  readonly slotStart: string;
  readonly slotEnd: string;
  readonly source: AppointmentSource;
  readonly status: AppointmentStatus;
  readonly ownerKey: string;
  readonly name: string;
  readonly phoneNumber: string;
  readonly email: string;
  readonly topic: string;
  readonly product: ProductType | null;
  readonly tariffId: string | null;
  readonly createdAt: string;
  readonly cancelledAt: string | null;
}

/** What stands on the slots of a time window: booked appointments and unexpired holds. */
export interface TakenSlotRows {
  readonly booked: readonly { readonly consultantId: string; readonly slotStart: string }[];
  readonly held: readonly SlotHold[];
}

export interface AppointmentStorePort {
  /** Booked appointments and holds unexpired at `now` with a slot start in [from, to). */
  taken(from: string, to: string, now: string): Promise<TakenSlotRows>;
  /**
   * Adds the hold unless the consultant's slot is booked or held unexpired at `now` (expired
   * holds of that slot are dropped first); 'taken' when someone else was quicker.
   */
  addHold(hold: SlotHold, now: string): Promise<'held' | 'taken'>;
  hold(id: string): Promise<SlotHold | null>;
  /**
   * Stores the booked appointment and removes the hold `holdId`, in one transaction; 'taken'
   * when the consultant's slot is already booked (the unique index decides, also under races).
   */
  book(appointment: Appointment, holdId: string): Promise<'booked' | 'taken'>;
  appointment(id: string): Promise<Appointment | null>;
  /** Marks a booked appointment cancelled; the cancelled one, or null when none was booked. */
  cancel(id: string, at: string): Promise<Appointment | null>;
  /** Appointments (booked and cancelled) with a slot start in [from, to), by start. */
  between(from: string, to: string): Promise<readonly Appointment[]>;
  /** Every appointment, newest first, at most `limit` (the support's phone search). */
  recent(limit: number): Promise<readonly Appointment[]>;
}
export const AppointmentStorePort = Symbol.for('AppointmentStorePort');
