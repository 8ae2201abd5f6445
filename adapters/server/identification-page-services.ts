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

/** The identification use cases for the request's account: a guest is sent to log in. */
export const identificationPageServices = (
  identification: IdentificationUseCases,
  accountOf: () => Promise<Account | null>,
): IdentificationPageServices => {
  const forAccount =
    <T>(call: (accountId: string) => Promise<T | null>) =>
    async (): Promise<typeof NOT_LOGGED_IN | typeof NOT_FOUND | T> => {
      const account = await accountOf();
      if (account === null) return NOT_LOGGED_IN;
      return (await call(account.id)) ?? NOT_FOUND;
    };
  return {
    view: (reference) => forAccount((id) => identification.view(id, reference))(),
    start: (reference, type) => forAccount((id) => identification.start(id, reference, type))(),
    sendSms: (reference) => forAccount((id) => identification.sendSms(id, reference))(),
    remindLater: (reference) => forAccount((id) => identification.remindLater(id, reference))(),
    finish: (input) => forAccount((id) => identification.finish(id, input))(),
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
