import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  applyLifecycleEvent,
  LIFECYCLE_EVENTS,
  type LifecycleEvent,
  lifecycleOf,
} from '../../../domain/application/application-lifecycle';
import {
  checkWithdrawal,
  WITHDRAWAL_DAYS,
  withdrawalLineOf,
  withdrawalPeriodOf,
} from '../../../domain/application/withdrawal';

// The right of withdrawal (§ 152 Abs. 1 VVG, 30 days once the Versicherungsschein is there):
// open before the acceptance, 30 Berlin days after it, never for declined or failed, once.

const event = (kind: LifecycleEvent['kind'], at: string): LifecycleEvent => ({ kind, at });
const ACCEPTED_PATH = (acceptedAt: string): LifecycleEvent[] => [
  event('submitted', '2026-11-02T09:00:00Z'),
  event('handedOver', '2026-11-02T09:00:05Z'),
  event('accepted', acceptedAt),
];
const at = (iso: string) => Temporal.Instant.from(iso);

describe('withdrawalPeriodOf', () => {
  it('is open without an end while the insurer has not accepted', () => {
    const events = [event('submitted', '2026-11-02T09:00:00Z')];
    const period = withdrawalPeriodOf(events, at('2027-06-01T00:00:00Z'));
    expect(period).toEqual({ kind: 'open', until: null });
    expect(withdrawalLineOf(period)).toContain('beginnt mit dem Erhalt des Versicherungsscheins');
  });

  it('ends 30 days after the day of acceptance in Berlin, that day included', () => {
    // 23:30 UTC on 30 November is 1 December in Berlin: the period counts from 1 December.
    const events = ACCEPTED_PATH('2026-11-30T23:30:00Z');
    const lastDay = withdrawalPeriodOf(events, at('2026-12-31T22:59:59Z'));
    expect(lastDay).toEqual({ kind: 'open', until: '2026-12-31' });
    expect(withdrawalLineOf(lastDay)).toBe('Widerruf online möglich bis 31.12.2026.');
    const dayAfter = withdrawalPeriodOf(events, at('2026-12-31T23:00:00Z'));
    expect(dayAfter).toEqual({ kind: 'expired', until: '2026-12-31' });
    const refused = checkWithdrawal(dayAfter);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.message).toBe(
        'Die Widerrufsfrist für den Online-Widerruf ist am 31.12.2026 abgelaufen. Haben Sie Ihren Versicherungsschein später erhalten, widerrufen Sie bitte in Textform direkt beim Versicherer.',
      );
    }
  });

  it('says withdrawn, and confirmed once the insurer confirmed', () => {
    const withdrawn = [
      ...ACCEPTED_PATH('2026-11-03T10:00:00Z'),
      event('withdrawn', '2026-11-10T08:00:00Z'),
    ];
    expect(withdrawalPeriodOf(withdrawn, at('2026-11-10T09:00:00Z'))).toEqual({
      kind: 'withdrawn',
      at: '2026-11-10T08:00:00Z',
      confirmed: false,
    });
    const confirmed = [...withdrawn, event('withdrawalConfirmed', '2026-11-10T08:00:09Z')];
    const period = withdrawalPeriodOf(confirmed, at('2026-11-10T09:00:00Z'));
    expect(period).toMatchObject({ kind: 'withdrawn', confirmed: true });
    expect(checkWithdrawal(period)).toMatchObject({
      ok: false,
      error: { kind: 'withdrawal/withdrawn' },
    });
  });

  it('offers nothing for a declined or failed application', () => {
    for (const end of ['declined', 'failed'] as const) {
      const period = withdrawalPeriodOf(
        [event('submitted', '2026-11-02T09:00:00Z'), event(end, '2026-11-02T10:00:00Z')],
        at('2026-11-03T00:00:00Z'),
      );
      expect(period).toEqual({ kind: 'none', state: end });
      expect(withdrawalLineOf(period)).toBeNull();
    }
  });
});

const instantArb = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

describe('withdrawalPeriodOf: properties over random lifecycles', () => {
  it('allows a withdrawal exactly when the rule book takes one and the 30 days have not run out', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...LIFECYCLE_EVENTS), { maxLength: 12 }),
        fc.array(instantArb, { minLength: 12, maxLength: 12 }),
        instantArb,
        (kinds, times, now) => {
          const sorted = [...times].sort(Temporal.Instant.compare);
          const events = kinds.map((kind, i) =>
            event(kind, (sorted[i] as Temporal.Instant).toString()),
          );
          const lifecycle = lifecycleOf(events);
          const allowed = checkWithdrawal(withdrawalPeriodOf(events, now)).ok;
          const byRules = applyLifecycleEvent(lifecycle, 'withdrawn').ok;
          if (!byRules) {
            expect(allowed).toBe(false);
            return;
          }
          if (lifecycle.phase !== 'accepted') {
            expect(allowed).toBe(true);
            return;
          }
          // The acceptance the rules took is the first one kept (a repeat changes nothing).
          const accepted = events.filter((e) => e.kind === 'accepted');
          const firstTaken = accepted.find((e) => {
            const before = events.slice(0, events.indexOf(e));
            return lifecycleOf(before).phase === 'handedOver';
          });
          const from = Temporal.Instant.from((firstTaken ?? accepted.at(-1))?.at ?? '')
            .toZonedDateTimeISO('Europe/Berlin')
            .toPlainDate();
          const today = now.toZonedDateTimeISO('Europe/Berlin').toPlainDate();
          const days = from.until(today, { largestUnit: 'days' }).days;
          expect(allowed).toBe(days <= WITHDRAWAL_DAYS);
        },
      ),
    );
  });

  it('never opens again once withdrawn, whatever follows', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...LIFECYCLE_EVENTS), { maxLength: 10 }),
        instantArb,
        (after, now) => {
          const events = [
            event('submitted', '2026-01-01T00:00:00Z'),
            event('withdrawn', '2026-01-02T00:00:00Z'),
            ...after.map((kind) => event(kind, '2026-01-03T00:00:00Z')),
          ];
          expect(withdrawalPeriodOf(events, now).kind).toBe('withdrawn');
        },
      ),
    );
  });
});
