import type {
  Appointment,
  AppointmentStorePort,
  SlotHold,
  TakenSlotRows,
} from '../../ports/appointment-store.port';
import { MemoryOutbox } from './memory-outbox.adapter';

const sameSlot = (a: { consultantId: string; slotStart: string }, b: typeof a): boolean =>
  a.consultantId === b.consultantId && a.slotStart === b.slotStart;

const byStart = (a: Appointment, b: Appointment): number =>
  a.slotStart < b.slotStart ? -1 : a.slotStart > b.slotStart ? 1 : 0;

/**
 * Appointments and holds in memory, with the same uniqueness as the SQLite indexes; the
 * confirmation mails' outbox entries in `outbox` (tests).
 */
export class MemoryAppointmentStore implements AppointmentStorePort {
  private readonly appointments = new Map<string, Appointment>();
  private holds: SlotHold[] = [];

  constructor(readonly outbox: MemoryOutbox = new MemoryOutbox()) {}

  private booked(): Appointment[] {
    return [...this.appointments.values()].filter((a) => a.status === 'booked');
  }

  async taken(from: string, to: string, now: string): Promise<TakenSlotRows> {
    const inWindow = (slot: { slotStart: string }): boolean =>
      slot.slotStart >= from && slot.slotStart < to;
    return {
      booked: this.booked()
        .filter(inWindow)
        .map(({ consultantId, slotStart }) => ({ consultantId, slotStart })),
      held: this.holds.filter((h) => inWindow(h) && h.expiresAt > now),
    };
  }

  async addHold(hold: SlotHold, now: string): Promise<'held' | 'taken'> {
    this.holds = this.holds.filter((h) => !(sameSlot(h, hold) && h.expiresAt <= now));
    if (this.holds.some((h) => sameSlot(h, hold)) || this.booked().some((a) => sameSlot(a, hold)))
      return 'taken';
    this.holds.push(hold);
    return 'held';
  }

  async hold(id: string): Promise<SlotHold | null> {
    return this.holds.find((h) => h.id === id) ?? null;
  }

  async book(appointment: Appointment, holdId: string): Promise<'booked' | 'taken'> {
    if (this.booked().some((a) => sameSlot(a, appointment))) return 'taken';
    this.appointments.set(appointment.id, appointment);
    this.holds = this.holds.filter((h) => h.id !== holdId);
    this.outbox.add({ kind: 'appointmentMail', key: appointment.id, dueAt: appointment.createdAt });
    return 'booked';
  }

  async appointment(id: string): Promise<Appointment | null> {
    return this.appointments.get(id) ?? null;
  }

  async cancel(id: string, at: string): Promise<Appointment | null> {
    const found = this.appointments.get(id);
    if (found === undefined || found.status !== 'booked') return null;
    const cancelled: Appointment = { ...found, status: 'cancelled', cancelledAt: at };
    this.appointments.set(id, cancelled);
    this.outbox.add({ kind: 'appointmentCancelMail', key: id, dueAt: at });
    return cancelled;
  }

  async between(from: string, to: string): Promise<readonly Appointment[]> {
    return [...this.appointments.values()]
      .filter((a) => a.slotStart >= from && a.slotStart < to)
      .sort(byStart);
  }

  async recent(limit: number): Promise<readonly Appointment[]> {
    return [...this.appointments.values()].reverse().slice(0, limit);
  }
}
