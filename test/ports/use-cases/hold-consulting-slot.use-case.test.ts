import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryAppointmentStore } from '../../../adapters/memory/memory-appointment-store.adapter';
import { SequentialIdGenerator } from '../../../adapters/memory/sequential-id-generator.adapter';
import { DEMO_TEAM } from '../../../domain/consulting/demo-team';
import { makeHoldConsultingSlot } from '../../../ports/use-cases/hold-consulting-slot.use-case';
import { makeListConsultingSlots } from '../../../ports/use-cases/list-consulting-slots.use-case';

const at = (wall: string): Temporal.Instant =>
  Temporal.PlainDateTime.from(wall).toZonedDateTime('Europe/Berlin').toInstant();

const setUp = () => {
  const deps = {
    team: DEMO_TEAM,
    appointments: new MemoryAppointmentStore(),
    clock: new FixedClockAdapter(Temporal.Instant.from('2026-11-26T13:00:00Z')),
    ids: new SequentialIdGenerator(),
  };
  return { hold: makeHoldConsultingSlot(deps), list: makeListConsultingSlots(deps) };
};

describe('holding a consulting slot', () => {
  it('holds the three free consultants at 8:00, then reports the assignment in progress', async () => {
    const { hold, list } = setUp();
    const eight = at('2026-11-27T08:00');
    const held = [await hold(eight), await hold(eight), await hold(eight)];
    expect(held.map((h) => h.ok && h.value.consultantId).sort()).toEqual([
      'demo-anna',
      'demo-leyla',
      'demo-markus',
    ]);
    expect(held[0]).toMatchObject({ ok: true, value: { expiresAt: '2026-11-26T13:05:00.000Z' } });
    expect(await hold(eight)).toMatchObject({
      ok: false,
      error: { kind: 'consulting/assignmentInProgress' },
    });
    const slots = await list({ date: Temporal.PlainDate.from('2026-11-27') });
    expect(slots.some((slot) => slot.start.equals(eight))).toBe(false);
    expect(slots).toHaveLength(23);
  });

  it('offers nothing on a Saturday or in the past', async () => {
    const { hold } = setUp();
    expect(await hold(at('2026-11-28T10:00'))).toMatchObject({
      ok: false,
      error: {
        kind: 'consulting/noAvailableConsultants',
        message: expect.stringContaining('Berater'),
      },
    });
    expect(await hold(at('2026-11-26T08:00'))).toMatchObject({ ok: false });
  });
});
