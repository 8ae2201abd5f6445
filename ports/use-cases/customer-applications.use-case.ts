import { type HistoryEntry, historyEntriesOf } from '../../domain/application/application-history';
import { isOwnerOf, type OwnerIdentity } from '../../domain/application/application-owner';
import {
  type WithdrawalPeriod,
  withdrawalLineOf,
  withdrawalPeriodOf,
} from '../../domain/application/withdrawal';
import {
  type CustomerApplicationSummary,
  customerApplicationSummary,
} from '../../domain/customer-area/customer-application';
import { withdrawalHref } from '../../domain/customer-area/customer-area-paths';
import type { IdentificationStatus } from '../../domain/identification/identification-state';
import type { PayInMoreOffer } from '../../domain/pay-in-more/pay-in-more';
import type { TariffCatalogue } from '../../domain/tariffs/tariff';
import type { ApplicationStorePort, StoredApplication } from '../application-store.port';
import type { ClockPort } from '../clock.port';
import type { TariffAdjustmentStorePort } from '../tariff-adjustment-store.port';
import type { TariffCataloguePort } from '../tariff-catalogue.port';
import type { ApplicationDocument, GetApplication } from './submit-application.use-case';

/** One application in the customer area, with its generated documents. */
export interface CustomerApplication extends CustomerApplicationSummary {
  readonly documents: readonly ApplicationDocument[];
  /** Where its identification stands (GwG); absent where none is needed or known. */
  readonly identification?: {
    readonly status: IdentificationStatus;
    readonly label: string;
  };
  /** The insurer adjusted the tariff and waits for the customer's choice (SPEC §3). */
  readonly adjustmentPending: boolean;
  /** Every change of the application with its time, oldest first. */
  readonly history: readonly HistoryEntry[];
  /** The pay-in-more campaign offered for it (its insurer's campaign runs); null or absent: none. */
  readonly payInMoreOffer?: PayInMoreOffer | null;
  /** Its right of withdrawal (§ 152 VVG) today: the line on the card, and where to use it. */
  readonly withdrawal: CustomerWithdrawal;
  /** Signed without an account: „Konto anlegen“ can take it into one. */
  readonly guest: boolean;
}

/** The withdrawal of one application as the card shows it. */
export interface CustomerWithdrawal {
  readonly state: WithdrawalPeriod['kind'];
  /** ISO date: the last day of the online withdrawal; null while the period has not begun. */
  readonly until: string | null;
  /** German; null when there is nothing to say (declined, failed). */
  readonly line: string | null;
  /** The withdrawal page while the customer may withdraw, else null. */
  readonly href: string | null;
}

/** The card's withdrawal facts from the period of domain/application/withdrawal.ts. */
export const customerWithdrawalOf = (
  reference: string,
  period: WithdrawalPeriod,
): CustomerWithdrawal => ({
  state: period.kind,
  until: period.kind === 'open' || period.kind === 'expired' ? period.until : null,
  line: withdrawalLineOf(period),
  href: period.kind === 'open' ? withdrawalHref(reference) : null,
});

/** The customer area's numbers of one account: its applications and its points balance. */
export interface CustomerOverview {
  readonly applications: readonly CustomerApplication[];
  /** Points credited over all applications (SPEC §6: shown to points members). */
  readonly pointsBalance: number;
}

/** A catalogue that does not load still lists the applications, with their tariff ids. */
const NO_TARIFFS: TariffCatalogue = { demo: false, tariffs: [] };

/** How many applications the area lists: more than a customer signs in years. */
const MAX_LISTED = 100;

/** What the customer area's application cards are made of. */
export interface CustomerApplicationDeps {
  readonly store: ApplicationStorePort;
  readonly catalogue: TariffCataloguePort;
  readonly getApplication: GetApplication;
  /** Without it no application shows a tariff adjustment. */
  readonly adjustments?: TariffAdjustmentStorePort;
  /** Today, for the withdrawal period. */
  readonly clock: ClockPort;
}

/** The cards of `stored`, each seen by `owner` (the same owner check and documents as /thankyou). */
const cardsOf = async (
  deps: CustomerApplicationDeps,
  owner: OwnerIdentity,
  stored: readonly StoredApplication[],
): Promise<CustomerApplication[]> => {
  const catalogue = await deps.catalogue.load();
  const adjustments =
    deps.adjustments === undefined
      ? []
      : await deps.adjustments.findMany(stored.map((application) => application.reference));
  const pending = new Set(adjustments.filter((a) => a.choice === null).map((a) => a.reference));
  return Promise.all(
    stored.map(async (application): Promise<CustomerApplication> => {
      const [view, history] = await Promise.all([
        deps.getApplication(owner, application.reference),
        deps.store.history(application.reference),
      ]);
      return {
        ...customerApplicationSummary(application, catalogue.ok ? catalogue.value : NO_TARIFFS),
        documents: view?.documents ?? [],
        adjustmentPending: pending.has(application.reference),
        history: historyEntriesOf(history),
        withdrawal: customerWithdrawalOf(
          application.reference,
          withdrawalPeriodOf(history, deps.clock.now()),
        ),
        guest: application.owner.accountId === null,
      };
    }),
  );
};

/**
 * "Meine Anträge" of a logged-in account: only the account's own applications (a guest's of the
 * same browser and every other account's stay out), newest first, each with its documents.
 */
export const makeCustomerOverview =
  (deps: CustomerApplicationDeps) =>
  async (accountId: string): Promise<CustomerOverview> => {
    const [stored, pointsBalance] = await Promise.all([
      deps.store.listForAccount(accountId, MAX_LISTED),
      deps.store.pointsBalance(accountId),
    ]);
    const applications = await cardsOf(deps, { accountId, visitorId: '' }, stored);
    return { applications, pointsBalance };
  };

export type CustomerOverviewOf = ReturnType<typeof makeCustomerOverview>;
export const CustomerOverviewOf = Symbol.for('CustomerOverviewOf');

/**
 * One application's card for its owner: an account, or the browser of a guest (a guest's signed
 * link restores it). Null for anybody else, with no hint that it exists.
 */
export const makeCustomerApplication =
  (deps: CustomerApplicationDeps) =>
  async (owner: OwnerIdentity, reference: string): Promise<CustomerApplication | null> => {
    const application = await deps.store.find(reference);
    if (application === null || !isOwnerOf(owner, application.owner)) return null;
    const [card] = await cardsOf(deps, owner, [application]);
    return card ?? null;
  };

export type CustomerApplicationOf = ReturnType<typeof makeCustomerApplication>;
export const CustomerApplicationOf = Symbol.for('CustomerApplicationOf');

/**
 * „Konto anlegen“: the logged-in account takes a guest application of this browser (signed here,
 * or opened with the guest's link) into Meine Anträge. True when it is the account's afterwards.
 */
export const makeAdoptApplication =
  (deps: { readonly store: ApplicationStorePort }) =>
  async (owner: OwnerIdentity, reference: string): Promise<boolean> => {
    if (owner.accountId === null || owner.visitorId === '') return false;
    const application = await deps.store.find(reference);
    if (application === null) return false;
    if (application.owner.accountId === owner.accountId) return true;
    if (!isOwnerOf(owner, application.owner)) return false;
    return deps.store.adoptIntoAccount(reference, owner.visitorId, owner.accountId);
  };

export type AdoptApplication = ReturnType<typeof makeAdoptApplication>;
export const AdoptApplication = Symbol.for('AdoptApplication');
