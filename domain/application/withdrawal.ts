import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../calendar/berlin-zone';
import { germanDateOfIso } from '../calendar/calendar-day';
import { type DomainError, err, ok, type Result } from '../result';
import {
  applyLifecycleEvent,
  type LifecycleEvent,
  type LifecycleState,
  lifecycleStateOf,
  NEW_LIFECYCLE,
} from './application-lifecycle';

/**
 * The right of withdrawal (Widerruf) of a life or pension insurance: 30 days (§ 152 Abs. 1 VVG),
 * beginning once the customer has the Versicherungsschein, the contract terms, the § 7 VVG
 * information and the instruction in text form (§ 8 Abs. 2 VVG). The insurer issues the
 * Versicherungsschein when it accepts, so before the acceptance the period has not begun and the
 * customer may always withdraw. After it the portal offers the online withdrawal for 30 days
 * counted from the day of acceptance (Europe/Berlin): the documents cannot arrive earlier, so
 * the legal period never ends before this one; a customer whose documents came later is told
 * to withdraw in text form with the insurer directly.
 */
export const WITHDRAWAL_DAYS = 30;

export type WithdrawalPeriod =
  /** Withdrawable now; `until` is the last day (ISO date), null while not yet accepted. */
  | { readonly kind: 'open'; readonly until: string | null }
  /** Withdrawn already (`confirmed`: the insurer confirmed it). */
  | { readonly kind: 'withdrawn'; readonly at: string; readonly confirmed: boolean }
  /** The online period ended on `until` (ISO date). */
  | { readonly kind: 'expired'; readonly until: string }
  /** Nothing to withdraw: declined by the insurer or its hand-over failed. */
  | { readonly kind: 'none'; readonly state: LifecycleState };

export const WITHDRAWAL_MESSAGES = {
  expired: (until: string): string =>
    `Die Widerrufsfrist für den Online-Widerruf ist am ${germanDateOfIso(until)} abgelaufen. Haben Sie Ihren Versicherungsschein später erhalten, widerrufen Sie bitte in Textform direkt beim Versicherer.`,
  withdrawn: 'Sie haben diesen Antrag bereits widerrufen.',
  none: 'Dieser Antrag kann nicht widerrufen werden: Er ist abgelehnt oder wurde nicht übermittelt.',
  notFound: 'Diesen Antrag finden wir in Ihrem Konto nicht.',
  confirmMissing: 'Bitte bestätigen Sie, dass Sie den Antrag widerrufen möchten.',
} as const;

export type WithdrawalError = DomainError<
  'withdrawal/expired' | 'withdrawal/withdrawn' | 'withdrawal/none'
>;

const berlinDayOf = (instant: string): Temporal.PlainDate =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(BERLIN).toPlainDate();

/**
 * The lifecycle the events make, with the times of the acceptance and the withdrawal the rules
 * took (a repeated report is no new acceptance and moves no period).
 */
const walk = (events: readonly LifecycleEvent[]) => {
  let lifecycle = NEW_LIFECYCLE;
  let acceptedAt: string | null = null;
  let withdrawnAt: string | null = null;
  for (const event of events) {
    const next = applyLifecycleEvent(lifecycle, event.kind);
    if (!next.ok) continue;
    const { phase } = next.value.lifecycle;
    if (phase === 'accepted' && lifecycle.phase !== 'accepted') acceptedAt = event.at;
    if (phase === 'withdrawn' && lifecycle.phase !== 'withdrawn') withdrawnAt = event.at;
    lifecycle = next.value.lifecycle;
  }
  return { lifecycle, acceptedAt, withdrawnAt };
};

/** Where the right of withdrawal of an application stands at `now`, from its kept events. */
export const withdrawalPeriodOf = (
  events: readonly LifecycleEvent[],
  now: Temporal.Instant,
): WithdrawalPeriod => {
  const { lifecycle, acceptedAt, withdrawnAt } = walk(events);
  if (lifecycle.phase === 'withdrawn') {
    return { kind: 'withdrawn', at: withdrawnAt ?? '', confirmed: lifecycle.withdrawalConfirmed };
  }
  if (!applyLifecycleEvent(lifecycle, 'withdrawn').ok) {
    return { kind: 'none', state: lifecycleStateOf(lifecycle) };
  }
  if (lifecycle.phase !== 'accepted' || acceptedAt === null) return { kind: 'open', until: null };
  const until = berlinDayOf(acceptedAt).add({ days: WITHDRAWAL_DAYS });
  const today = now.toZonedDateTimeISO(BERLIN).toPlainDate();
  return Temporal.PlainDate.compare(today, until) <= 0
    ? { kind: 'open', until: until.toString() }
    : { kind: 'expired', until: until.toString() };
};

/** Whether the customer may withdraw now, or why not (German message). */
export const checkWithdrawal = (
  period: WithdrawalPeriod,
): Result<{ readonly until: string | null }, WithdrawalError> => {
  switch (period.kind) {
    case 'open':
      return ok({ until: period.until });
    case 'withdrawn':
      return err({ kind: 'withdrawal/withdrawn', message: WITHDRAWAL_MESSAGES.withdrawn });
    case 'expired':
      return err({
        kind: 'withdrawal/expired',
        message: WITHDRAWAL_MESSAGES.expired(period.until),
      });
    case 'none':
      return err({ kind: 'withdrawal/none', message: WITHDRAWAL_MESSAGES.none });
  }
};

/** The line on the application's card in the customer area. */
export const withdrawalLineOf = (period: WithdrawalPeriod): string | null => {
  switch (period.kind) {
    case 'open':
      return period.until === null
        ? 'Sie können Ihren Antrag jederzeit widerrufen; die Widerrufsfrist von 30 Tagen beginnt mit dem Erhalt des Versicherungsscheins.'
        : `Widerruf online möglich bis ${germanDateOfIso(period.until)}.`;
    case 'withdrawn':
      return period.confirmed
        ? 'Widerrufen; der Versicherer hat den Widerruf bestätigt.'
        : 'Widerrufen; wir haben den Widerruf an den Versicherer weitergeleitet.';
    case 'expired':
      return WITHDRAWAL_MESSAGES.expired(period.until);
    case 'none':
      return null;
  }
};
