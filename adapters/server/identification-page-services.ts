import type { OwnerIdentity } from '../../domain/application/application-owner';
import { isLiveApplication } from '../../domain/application/application-status';
import { identificationStatusLabel } from '../../domain/identification/identification-state';
import type { Account } from '../../ports/account-store.port';
import { NOT_LOGGED_IN } from '../../ports/customer-area-page-services';
import {
  type IdentificationPageServices,
  NOT_FOUND,
} from '../../ports/identification-page-services';
import type { CustomerApplication } from '../../ports/use-cases/customer-applications.use-case';
import type { IdentificationUseCases } from '../../ports/use-cases/identification.use-case';

/**
 * The identification use cases for the request's owner: its account, or the guest's browser (the
 * visitor id; a guest's signed link restores it). A page the owner may not see asks a visitor
 * without an account to log in, and answers a logged-in one that there is no such application.
 */
export const identificationPageServices = (
  identification: IdentificationUseCases,
  accountOf: () => Promise<Account | null>,
  visitorId: string | null,
): IdentificationPageServices => {
  const forOwner =
    <T>(call: (owner: OwnerIdentity) => Promise<T | null>) =>
    async (): Promise<typeof NOT_LOGGED_IN | typeof NOT_FOUND | T> => {
      const account = await accountOf();
      if (account === null && visitorId === null) return NOT_LOGGED_IN;
      const found = await call({ accountId: account?.id ?? null, visitorId: visitorId ?? '' });
      if (found !== null) return found;
      return account === null ? NOT_LOGGED_IN : NOT_FOUND;
    };
  return {
    view: (reference) => forOwner((owner) => identification.view(owner, reference))(),
    start: (reference, type) => forOwner((owner) => identification.start(owner, reference, type))(),
    sendSms: (reference) => forOwner((owner) => identification.sendSms(owner, reference))(),
    remindLater: (reference) => forOwner((owner) => identification.remindLater(owner, reference))(),
    finish: (input) => forOwner((owner) => identification.finish(owner, input))(),
  };
};

/** "Meine Anträge" with each live application's identification status. */
export const withIdentificationStatus = (
  applications: readonly CustomerApplication[],
  identification: IdentificationUseCases,
): Promise<CustomerApplication[]> =>
  Promise.all(
    applications.map(async (application) => {
      if (!isLiveApplication(application.status)) {
        return application;
      }
      const state = await identification.stateOf(application.reference);
      return {
        ...application,
        identification: { status: state.status, label: identificationStatusLabel(state) },
      };
    }),
  );
