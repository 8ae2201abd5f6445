import { isOwnerOf, type OwnerIdentity } from '../../domain/application/application-owner';
import {
  checkWithdrawal,
  WITHDRAWAL_MESSAGES,
  type WithdrawalError,
  type WithdrawalPeriod,
  withdrawalLineOf,
  withdrawalPeriodOf,
} from '../../domain/application/withdrawal';
import { PRODUCT_TYPE_LABELS } from '../../domain/products/product-profile';
import { type DomainError, err, ok, type Result } from '../../domain/result';
import type { ApplicationStorePort, StoredApplication } from '../application-store.port';
import type { ClockPort } from '../clock.port';
import { storedInstantOf } from './submit-application.use-case';

/**
 * Who asks: the owner as the session knows it (an account, or a guest's browser), or a guest
 * with the application's signed link, which the route has verified.
 */
export type WithdrawalAsker = OwnerIdentity | { readonly signedLinkFor: string };

/** What the withdrawal page shows of one application. */
export interface WithdrawalView {
  readonly reference: string;
  readonly productLabel: string;
  readonly insurerName: string;
  readonly tariffName: string;
  readonly period: WithdrawalPeriod;
  /** The German line on the card and the page (null: nothing to say). */
  readonly line: string | null;
}

export type WithdrawalNotFound = DomainError<'withdrawal/not-found'>;
export type WithdrawalRefusal =
  | WithdrawalNotFound
  | WithdrawalError
  | DomainError<'withdrawal/unconfirmed'>;

const notFound = (): Result<never, WithdrawalNotFound> =>
  err({ kind: 'withdrawal/not-found', message: WITHDRAWAL_MESSAGES.notFound });

const mayAsk = (asker: WithdrawalAsker, application: StoredApplication): boolean =>
  'signedLinkFor' in asker
    ? asker.signedLinkFor === application.reference
    : isOwnerOf(asker, application.owner);

/**
 * The right of withdrawal (Widerruf, § 152 VVG) from the customer area or a guest's link: the
 * page's view, and the withdrawal itself. The period follows the kept events and the server's
 * clock (domain/application/withdrawal.ts); the store changes the application, its event and
 * the outbox entries (report to the insurer, confirmation mail) in one transaction. Another
 * owner's application is not found, with no hint that it exists.
 */
export const makeWithdrawal = (deps: {
  readonly applications: ApplicationStorePort;
  readonly clock: ClockPort;
}) => {
  const viewOf = async (application: StoredApplication): Promise<WithdrawalView> => {
    const period = withdrawalPeriodOf(
      await deps.applications.history(application.reference),
      deps.clock.now(),
    );
    const row = application.signedOffer?.details.row;
    return {
      reference: application.reference,
      productLabel: PRODUCT_TYPE_LABELS[application.choice.product],
      insurerName: row?.insurerName ?? '–',
      tariffName: row?.tariffName ?? application.choice.tariffId,
      period,
      line: withdrawalLineOf(period),
    };
  };

  const view = async (
    asker: WithdrawalAsker,
    reference: string,
  ): Promise<Result<WithdrawalView, WithdrawalNotFound>> => {
    const application = await deps.applications.find(reference);
    if (application === null || !mayAsk(asker, application)) return notFound();
    return ok(await viewOf(application));
  };

  /** `confirmed`: the customer ticked „Ja, ich widerrufe …“ (no withdrawal by a stray click). */
  const withdraw = async (
    asker: WithdrawalAsker,
    reference: string,
    confirmed: boolean,
  ): Promise<Result<WithdrawalView, WithdrawalRefusal>> => {
    const found = await view(asker, reference);
    if (!found.ok) return found;
    const allowed = checkWithdrawal(found.value.period);
    if (!allowed.ok) return allowed;
    if (!confirmed) {
      return err({ kind: 'withdrawal/unconfirmed', message: WITHDRAWAL_MESSAGES.confirmMissing });
    }
    await deps.applications.withdraw(reference, storedInstantOf(deps.clock.now()));
    const application = await deps.applications.find(reference);
    if (application === null) return notFound();
    // Another request may have withdrawn it meanwhile: the answer is the same either way.
    return ok(await viewOf(application));
  };

  return { view, withdraw };
};

export type Withdrawal = ReturnType<typeof makeWithdrawal>;
export const Withdrawal = Symbol.for('Withdrawal');
