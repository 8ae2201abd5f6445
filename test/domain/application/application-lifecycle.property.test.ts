import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyLifecycleEvent,
  LIFECYCLE_EVENT_LABELS,
  LIFECYCLE_EVENTS,
  type Lifecycle,
  type LifecycleEffect,
  type LifecycleEventKind,
  lifecycleOf,
  lifecycleStateOf,
  NEW_LIFECYCLE,
} from '../../../domain/application/application-lifecycle';

// The application's one lifecycle (issue 29): random event sequences — the outbox delivering
// twice, the insurer and the customer in any order — against the rules that must always hold.

interface Step {
  readonly event: LifecycleEventKind;
  readonly before: Lifecycle;
  readonly applied: boolean;
  readonly after: Lifecycle;
  readonly effects: readonly LifecycleEffect[];
}

/** Runs the events from a new application; refused events change nothing. */
const run = (events: readonly LifecycleEventKind[]): Step[] => {
  const steps: Step[] = [];
  let lifecycle = NEW_LIFECYCLE;
  for (const event of events) {
    const next = applyLifecycleEvent(lifecycle, event);
    const after = next.ok ? next.value.lifecycle : lifecycle;
    steps.push({
      event,
      before: lifecycle,
      applied: next.ok,
      after,
      effects: next.ok ? next.value.effects : [],
    });
    lifecycle = after;
  }
  return steps;
};

const anyEvent = fc.constantFrom(...LIFECYCLE_EVENTS);
/** Mostly a plausible order (submitted, handed over …), with any event mixed in. */
const sequences = fc
  .array(anyEvent, { maxLength: 30 })
  .map((events): LifecycleEventKind[] => ['submitted', 'handedOver', ...events]);
const anySequences = fc.oneof(sequences, fc.array(anyEvent, { maxLength: 30 }));

describe('the application lifecycle', () => {
  it('never accepts while a tariff adjustment is open', () => {
    fc.assert(
      fc.property(anySequences, (events) => {
        for (const step of run(events)) {
          if (step.event === 'accepted' && step.applied && step.before.phase !== 'accepted') {
            expect(step.before.adjustmentOpen).toBe(false);
          }
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('credits points exactly once, and only at the acceptance', () => {
    fc.assert(
      fc.property(anySequences, (events) => {
        const steps = run(events);
        const credits = steps.filter((s) => s.effects.includes('creditPoints'));
        for (const credit of credits) expect(credit.event).toBe('accepted');
        const accepted = steps.some((s) => s.event === 'accepted' && s.applied);
        expect(credits.length).toBe(accepted ? 1 : 0);
      }),
      { numRuns: 2_000 },
    );
  });

  it('takes nothing after the withdrawal but the insurer’s confirmation, once', () => {
    fc.assert(
      fc.property(anySequences, (events) => {
        const steps = run(events);
        const withdrawal = steps.findIndex((s) => s.event === 'withdrawn' && s.applied);
        if (withdrawal === -1) return;
        const later = steps.slice(withdrawal + 1).filter((s) => s.applied);
        expect(later.map((s) => s.event).every((e) => e === 'withdrawalConfirmed')).toBe(true);
        expect(later.length).toBeLessThanOrEqual(1);
        for (const step of steps.slice(withdrawal)) {
          expect(lifecycleStateOf(step.after)).toBe('withdrawn');
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('reports a withdrawal to the insurer only when the insurer has the application', () => {
    fc.assert(
      fc.property(anySequences, (events) => {
        for (const step of run(events)) {
          if (!step.effects.includes('reportWithdrawal')) continue;
          expect(step.event).toBe('withdrawn');
          expect(['handedOver', 'accepted']).toContain(step.before.phase);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('starts only with the signature, and a declined or failed application is never accepted', () => {
    fc.assert(
      fc.property(anySequences, (events) => {
        const steps = run(events);
        const first = steps.find((s) => s.applied);
        if (first !== undefined) expect(first.event).toBe('submitted');
        const ended = steps.findIndex(
          (s) => s.applied && (s.event === 'declined' || s.event === 'failed'),
        );
        if (ended === -1) return;
        const afterEnd = steps.slice(ended + 1);
        const retried = afterEnd.findIndex((s) => s.event === 'retried' && s.applied);
        const beforeRetry = retried === -1 ? afterEnd : afterEnd.slice(0, retried);
        expect(beforeRetry.some((s) => s.event === 'accepted' && s.applied)).toBe(false);
      }),
      { numRuns: 1_000 },
    );
  });

  it('reads the same lifecycle from the kept events, refused ones skipped', () => {
    fc.assert(
      fc.property(anySequences, (events) => {
        const steps = run(events);
        const kept = events.map((kind, index) => ({
          kind,
          at: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(),
        }));
        expect(lifecycleOf(kept)).toEqual(steps.at(-1)?.after ?? NEW_LIFECYCLE);
      }),
      { numRuns: 500 },
    );
  });

  it('walks a customer’s usual way with the states shown', () => {
    const states = run([
      'submitted',
      'handedOver',
      'adjustmentRequired',
      'identificationOpened',
      'identificationInReview',
      'accepted',
      'adjustmentChosen',
      'identificationDone',
      'accepted',
      'accepted',
      'withdrawn',
      'withdrawalConfirmed',
    ]).map((s) => [s.event, s.applied, lifecycleStateOf(s.after), s.effects]);
    expect(states).toEqual([
      ['submitted', true, 'submitted', []],
      ['handedOver', true, 'handedOver', []],
      ['adjustmentRequired', true, 'adjustmentRequired', []],
      ['identificationOpened', true, 'adjustmentRequired', []],
      ['identificationInReview', true, 'adjustmentRequired', []],
      // The insurer's acceptance waits for the customer's choice.
      ['accepted', false, 'adjustmentRequired', []],
      ['adjustmentChosen', true, 'identificationInReview', []],
      ['identificationDone', true, 'handedOver', []],
      ['accepted', true, 'accepted', ['creditPoints']],
      ['accepted', true, 'accepted', []],
      ['withdrawn', true, 'withdrawn', ['reportWithdrawal']],
      ['withdrawalConfirmed', true, 'withdrawn', []],
    ]);
  });

  it('says why the insurer cannot accept yet, in German', () => {
    const handedOver = run(['submitted', 'handedOver', 'adjustmentRequired']).at(-1)?.after;
    if (handedOver === undefined) throw new Error('no lifecycle');
    expect(applyLifecycleEvent(handedOver, 'accepted')).toEqual({
      ok: false,
      error: {
        kind: 'application/adjustment-open',
        message:
          'Die Tarifanpassung ist noch offen: Der Antrag kann erst nach Ihrer Entscheidung angenommen werden.',
      },
    });
    expect(
      applyLifecycleEvent(run(['submitted']).at(-1)?.after ?? NEW_LIFECYCLE, 'accepted'),
    ).toEqual({
      ok: false,
      error: {
        kind: 'application/lifecycle',
        message: 'Der Antrag liegt dem Versicherer nicht vor und kann nicht angenommen werden.',
      },
    });
  });

  it('names every event in German', () => {
    for (const event of LIFECYCLE_EVENTS) expect(LIFECYCLE_EVENT_LABELS[event]).toMatch(/\S/);
  });
});
