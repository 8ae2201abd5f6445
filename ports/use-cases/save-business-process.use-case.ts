import type { Temporal } from 'temporal-polyfill';
import type { BirthdayErrorKind } from '../../domain/age/check-birthday';
import { checkBirthdayText } from '../../domain/age/check-birthday';
import { berlinDateOf, startOfBerlinDay } from '../../domain/calendar/berlin';
import { isJobSituation } from '../../domain/products/job-situation';
import type { ProductType } from '../../domain/products/product-type';
import { err, ok, type Result } from '../../domain/result';
import type { BusinessProcessData, BusinessProcessStorePort } from '../business-process-store.port';
import type { ClockPort } from '../clock.port';

export interface SaveBusinessProcessInput {
  readonly visitorId: string;
  readonly birthday?: string | null;
  readonly jobSituation?: string | null;
  /** The product the birthday is checked for (its maximum age); schicht3 when absent. */
  readonly productType?: ProductType;
}

export interface SaveBusinessProcessError {
  readonly kind: BirthdayErrorKind | 'bpm/job-situation';
  readonly message: string;
}

export const JOB_SITUATION_MESSAGE = 'Bitte wählen Sie Ihre berufliche Situation aus.';

/**
 * The Berlin date of an instant, remembered with the instants its Berlin day spans: while the
 * clock stays inside [start of that day, start of the next day) the date is the same, so the
 * time-zone arithmetic (some 30 µs) runs once a day instead of on every request, and the date
 * still changes exactly at Berlin midnight (also when the clock is set back).
 */
const berlinTodayMemo = (): ((now: Temporal.Instant) => Temporal.PlainDate) => {
  let from = 0;
  let until = 0;
  let today: Temporal.PlainDate | null = null;
  return (now) => {
    const ms = now.epochMilliseconds;
    if (today === null || ms < from || ms >= until) {
      today = berlinDateOf(now);
      from = startOfBerlinDay(today).epochMilliseconds;
      until = startOfBerlinDay(today.add({ days: 1 })).epochMilliseconds;
    }
    return today;
  };
};

/**
 * Date's ISO form of an instant (`2026-03-01T10:00:00.123Z`), its seconds part remembered: only
 * the milliseconds change within a second. Date#toISOString costs some 1.5 µs, Temporal's
 * toString ten times that.
 */
const isoInstantMemo = (): ((epochMs: number) => string) => {
  let second = Number.NaN;
  let head = '';
  return (epochMs) => {
    const ms = Math.trunc(epochMs);
    const current = Math.floor(ms / 1000);
    if (current !== second) {
      second = current;
      head = new Date(current * 1000).toISOString().slice(0, -4); // up to and with the '.'
    }
    const milli = ms - current * 1000;
    return `${head}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
  };
};

/**
 * SPEC §2 landing page, §7 POST /bpm: checks both fields first and stores nothing when one is
 * invalid; then stores only the valid, non-null ones (an empty birthday is valid but not stored).
 * Answers what is stored for the visitor afterwards.
 */
export const makeSaveBusinessProcess = (deps: {
  store: BusinessProcessStorePort;
  clock: ClockPort;
}): ((
  input: SaveBusinessProcessInput,
) => Promise<Result<BusinessProcessData, SaveBusinessProcessError>>) => {
  const todayOf = berlinTodayMemo();
  const isoOf = isoInstantMemo();
  return async (input) => {
    const now: Temporal.Instant = deps.clock.now();
    const toStore: { birthday?: string; jobSituation?: string } = {};
    if (input.birthday != null) {
      // SPEC §5 checkBirthday's rules, the valid date as its ISO text (no PlainDate built).
      const check = checkBirthdayText(
        input.birthday,
        input.productType ?? 'schicht3',
        todayOf(now),
      );
      if (check.state === 'invalid') return err({ kind: check.kind, message: check.message });
      if (check.iso !== null) toStore.birthday = check.iso;
    }
    if (input.jobSituation != null) {
      if (!isJobSituation(input.jobSituation)) {
        return err({ kind: 'bpm/job-situation', message: JOB_SITUATION_MESSAGE });
      }
      toStore.jobSituation = input.jobSituation;
    }
    if (toStore.birthday === undefined && toStore.jobSituation === undefined) {
      return ok((await deps.store.get(input.visitorId)) ?? {});
    }
    const at = isoOf(now.epochMilliseconds);
    return ok(await deps.store.save(input.visitorId, toStore, at));
  };
};

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type SaveBusinessProcess = ReturnType<typeof makeSaveBusinessProcess>;
export const SaveBusinessProcess = Symbol.for('SaveBusinessProcess');
