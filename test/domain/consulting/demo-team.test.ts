import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { inBerlin } from '../../../domain/calendar/berlin';
import { assignConsultant } from '../../../domain/consulting/consultant-assignment';
import { consultantDay } from '../../../domain/consulting/consultant-day';
import { consultantSlots, slotKey } from '../../../domain/consulting/consulting-slot';
import { DEMO_TEAM } from '../../../domain/consulting/demo-team';
import { bookableSlots, teamIn } from '../../../domain/consulting/team-slots';

const day = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso);
const byId = (id: string) => DEMO_TEAM.find((c) => c.id === id)!;
const berlinTimes = (slots: readonly { start: Temporal.Instant }[]): string[] =>
  slots.map((slot) => inBerlin(slot.start).toPlainTime().toString({ smallestUnit: 'minute' }));
const at = (iso: string): Temporal.Instant =>
  Temporal.PlainDateTime.from(iso).toZonedDateTime('Europe/Berlin').toInstant();

describe('the demo team', () => {
  it('is labelled demo by every name', () => {
    expect(DEMO_TEAM).toHaveLength(6);
    for (const consultant of DEMO_TEAM) expect(consultant.name).toMatch(/\(Demo\)$/);
  });

  it('offers 8:00 to 19:30 on Friday 27 November 2026 in Berlin time (UTC+1)', () => {
    const slots = bookableSlots(DEMO_TEAM, day('2026-11-27'));
    expect(slots).toHaveLength(24);
    expect(slots[0]!.start.toString()).toBe('2026-11-27T07:00:00Z');
    expect(berlinTimes(slots).at(-1)).toBe('19:30');
  });

  it('gives each consultant the reason of an inactive day (SPEC §3)', () => {
    expect(consultantDay(byId('demo-tim'), day('2026-11-27'))).toEqual({
      kind: 'inactive',
      reason: 'shift',
    });
    expect(consultantDay(byId('demo-markus'), day('2026-12-02')).kind).toBe('inactive');
    expect(consultantDay(byId('demo-markus'), day('2026-12-02'))).toMatchObject({
      reason: 'leadFreeDays',
    });
    expect(consultantDay(byId('demo-sophie'), day('2026-12-04'))).toMatchObject({
      reason: 'leadDistributionDisabledUntilDays',
    });
    expect(consultantDay(byId('demo-sophie'), day('2026-12-07')).kind).toBe('active');
    expect(consultantDay(byId('demo-leyla'), day('2026-12-22'))).toMatchObject({
      reason: 'absence',
    });
    expect(
      consultantDay({ ...byId('demo-anna'), telephony: 'inactive' }, day('2026-12-01')),
    ).toMatchObject({ reason: 'telegraStatus' });
    expect(
      consultantDay({ ...byId('demo-anna'), leadDistribution: false }, day('2026-12-01')),
    ).toMatchObject({ reason: 'leadDistribution' });
  });

  it('keeps Corpus Christi off only for consultants in states where it is a holiday', () => {
    // Fronleichnam, Thursday 4 June 2026: a holiday in Bavaria, NRW and Baden-Württemberg only.
    const corpusChristi = day('2026-06-04');
    expect(consultantDay(byId('demo-anna'), corpusChristi)).toMatchObject({ kind: 'holiday' });
    expect(consultantSlots(byId('demo-jonas'), corpusChristi)).toEqual([]);
    expect(consultantSlots(byId('demo-leyla'), corpusChristi)).toHaveLength(24);
    const offered = bookableSlots(DEMO_TEAM, corpusChristi);
    expect(new Set(offered.flatMap((slot) => slot.freeConsultantIds))).toEqual(
      new Set(['demo-leyla', 'demo-markus', 'demo-tim']),
    );
  });

  it('offers nothing on Christmas Day or a weekend', () => {
    expect(bookableSlots(DEMO_TEAM, day('2026-12-25'))).toEqual([]);
    expect(bookableSlots(DEMO_TEAM, day('2026-11-28'))).toEqual([]);
  });

  it('filters by the consultants’ federal state', () => {
    expect(teamIn(DEMO_TEAM, 'hh').map((c) => c.id)).toEqual(['demo-tim']);
    expect(berlinTimes(bookableSlots(teamIn(DEMO_TEAM, 'hh'), day('2026-11-26')))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
    ]);
  });

  it('starts at 8:00 Berlin time on both sides of the daylight-saving changes', () => {
    // 2026: summer time from Sunday 29 March, winter time from Sunday 25 October.
    expect(bookableSlots(DEMO_TEAM, day('2026-03-27'))[0]!.start.toString()).toBe(
      '2026-03-27T07:00:00Z',
    );
    expect(bookableSlots(DEMO_TEAM, day('2026-03-29'))).toEqual([]);
    expect(bookableSlots(DEMO_TEAM, day('2026-03-30'))[0]!.start.toString()).toBe(
      '2026-03-30T06:00:00Z',
    );
    expect(bookableSlots(DEMO_TEAM, day('2026-10-23'))[0]!.start.toString()).toBe(
      '2026-10-23T06:00:00Z',
    );
    expect(bookableSlots(DEMO_TEAM, day('2026-10-26'))[0]!.start.toString()).toBe(
      '2026-10-26T07:00:00Z',
    );
  });

  it('assigns the least busy free consultant and reports held or missing consultants', () => {
    const slot = at('2026-11-27T08:00');
    const none = { booked: new Set<string>(), held: new Set<string>() };
    expect(assignConsultant(DEMO_TEAM, slot, none)).toMatchObject({
      ok: true,
      value: { id: 'demo-anna' },
    });
    const busyAnna = new Map([['demo-anna', 3]]);
    expect(assignConsultant(DEMO_TEAM, slot, none, busyAnna)).toMatchObject({
      value: { id: 'demo-leyla' },
    });
    const free8 = ['demo-anna', 'demo-leyla', 'demo-markus'];
    const held = {
      booked: new Set([slotKey('demo-anna', slot)]),
      held: new Set(free8.slice(1).map((id) => slotKey(id, slot))),
    };
    expect(assignConsultant(DEMO_TEAM, slot, held)).toEqual({
      ok: false,
      error: 'assignmentInProgress',
    });
    const booked = {
      booked: new Set(free8.map((id) => slotKey(id, slot))),
      held: new Set<string>(),
    };
    expect(assignConsultant(DEMO_TEAM, slot, booked)).toEqual({
      ok: false,
      error: 'noAvailableConsultants',
    });
    expect(assignConsultant(DEMO_TEAM, at('2026-11-28T10:00'), none)).toEqual({
      ok: false,
      error: 'noAvailableConsultants',
    });
  });
});
