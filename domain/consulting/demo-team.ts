import { Temporal } from 'temporal-polyfill';
import { inBerlin } from '../calendar/berlin';
import type { Consultant, Shift } from './consultant';

/**
 * DEMO: an invented team of six consultants so the booking works before real consultants are
 * connected. Every name carries "(Demo)" so nobody takes them for real people wherever they are
 * shown (CLI, admin API, confirmation mail). Service hours are Monday to Friday 8–20 Europe/Berlin;
 * each shift lies inside them.
 */
export const DEMO_TEAM_LABEL = 'Demo-Beraterteam';

const time = (hour: number): Temporal.PlainTime => new Temporal.PlainTime(hour);
const shift = (from: number, to: number): Shift => ({ from: time(from), to: time(to) });

/** The same shift Monday (1) to Friday (5). */
const weekdays = (from: number, to: number): Readonly<Record<number, Shift>> => ({
  1: shift(from, to),
  2: shift(from, to),
  3: shift(from, to),
  4: shift(from, to),
  5: shift(from, to),
});

const day = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso);

const base = {
  leadDistribution: true,
  leadDistributionDisabledUntil: null,
  absences: [],
  leadFreeDays: [],
  telephony: 'active',
} as const;

export const DEMO_TEAM: readonly Consultant[] = Object.freeze([
  { ...base, id: 'demo-anna', name: 'Anna Becker (Demo)', state: 'by', shifts: weekdays(8, 16) },
  {
    ...base,
    id: 'demo-jonas',
    name: 'Jonas Schäfer (Demo)',
    state: 'nw',
    shifts: weekdays(12, 20),
  },
  {
    ...base,
    id: 'demo-leyla',
    name: 'Leyla Yılmaz (Demo)',
    state: 'be',
    shifts: weekdays(8, 20),
    absences: [{ from: day('2026-12-21'), to: day('2027-01-01') }],
  },
  {
    ...base,
    id: 'demo-markus',
    name: 'Markus Weiß (Demo)',
    state: 'sn',
    shifts: weekdays(8, 16),
    // a weekly back-office Wednesday
    leadFreeDays: [3],
  },
  {
    ...base,
    id: 'demo-sophie',
    name: 'Sophie Müller (Demo)',
    state: 'bw',
    shifts: weekdays(12, 20),
    leadDistributionDisabledUntil: day('2026-12-04'),
  },
  {
    ...base,
    id: 'demo-tim',
    name: 'Tim Özdemir (Demo)',
    state: 'hh',
    // part time: no shift on Fridays
    shifts: { 1: shift(9, 15), 2: shift(9, 15), 3: shift(9, 15), 4: shift(9, 15) },
  },
]);

/** The name of a team member by id (the id itself for one no longer in the team). */
export const consultantNameIn = (team: readonly Consultant[], id: string): string =>
  team.find((consultant) => consultant.id === id)?.name ?? id;

/** "10:00": an instant's Berlin wall-clock time to the minute, as slots are shown. */
export const berlinClockText = (instant: Temporal.Instant): string =>
  inBerlin(instant).toPlainTime().toString({ smallestUnit: 'minute' });
