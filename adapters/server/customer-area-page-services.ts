import { normalApplicationReference } from '../../domain/application/application-reference';
import type { Account } from '../../ports/account-store.port';
import type { AppServices } from '../../ports/app-services';
import type { CustomerAreaPageServices } from '../../ports/customer-area-page-services';
import { NOT_LOGGED_IN } from '../../ports/customer-area-page-services';
import { uploadViewOf } from './customer-upload-view';
import {
  identificationPageServices,
  withIdentificationStatus,
} from './identification-page-services';
import type { ServerUseCases } from './server-use-cases';

/** What the customer area's services are made of. */
export interface CustomerAreaServiceDeps {
  readonly useCases: Pick<ServerUseCases, 'findLoginSession'> &
    // A server built with hand-made use cases may lack them: no customer area then.
    Partial<
      Pick<
        ServerUseCases,
        | 'customerOverview'
        | 'watchlist'
        | 'previousApplicationData'
        | 'identification'
        | 'tariffAdjustment'
        | 'customerDocuments'
        | 'payInMore'
        | 'withdrawal'
      >
    >;
}

/**
 * The customer area's services, one per request: only the account of a live login session
 * (not an anonymous one, not an expired one) has an area; the session is looked up once.
 */
export const customerAreaServicesFactory = (
  deps: CustomerAreaServiceDeps,
): ((request: { readonly sessionId: string | null }) => {
  readonly customerArea?: CustomerAreaPageServices;
  readonly previousApplicationData?: AppServices['previousApplicationData'];
}) => {
  const {
    findLoginSession,
    customerOverview,
    watchlist,
    previousApplicationData,
    identification,
    tariffAdjustment,
    customerDocuments,
    payInMore,
    withdrawal,
  } = deps.useCases;
  if (customerOverview === undefined || watchlist === undefined || tariffAdjustment === undefined) {
    return () => ({});
  }
  return (request) => {
    let account: Promise<Account | null> | null = null;
    const accountOf = (): Promise<Account | null> => {
      account ??= findLoginSession(request.sessionId).then((found) =>
        found.kind === 'live' && found.session.accountId !== null ? found.account : null,
      );
      return account;
    };
    return {
      ...(previousApplicationData === undefined
        ? {}
        : {
            previousApplicationData: async () => {
              const found = await accountOf();
              return found === null ? null : previousApplicationData(found.id);
            },
          }),
      customerArea: {
        overview: async () => {
          const found = await accountOf();
          if (found === null) return null;
          const overview = await customerOverview(found.id);
          const identified =
            identification === undefined
              ? overview.applications
              : await withIdentificationStatus(overview.applications, identification);
          const applications =
            payInMore === undefined
              ? identified
              : identified.map((application) => ({
                  ...application,
                  payInMoreOffer: payInMore.offer(application.insurerName, application.reference),
                }));
          return { ...overview, applications, pointsMember: found.points };
        },
        watchlist: async () => {
          const found = await accountOf();
          return found === null ? null : watchlist.list(found.id);
        },
        save: async (input) => {
          const found = await accountOf();
          return found === null ? NOT_LOGGED_IN : watchlist.save(found.id, input);
        },
        remove: async (id) => {
          const found = await accountOf();
          return found === null ? NOT_LOGGED_IN : watchlist.remove(found.id, id);
        },
        documents: async (reference) => {
          const found = await accountOf();
          if (found === null) return NOT_LOGGED_IN;
          const normal = normalApplicationReference(reference);
          if (normal === null || customerDocuments === undefined) return null;
          // The account's own applications only: a guest application of this browser stays out.
          const { applications } = await customerOverview(found.id);
          const application = applications.find((a) => a.reference === normal);
          if (application === undefined) return null;
          const uploads = await customerDocuments.list(
            { accountId: found.id, visitorId: '' },
            normal,
          );
          return uploads === null ? null : { application, uploads: uploads.map(uploadViewOf) };
        },
        ...(identification === undefined
          ? {}
          : { identification: identificationPageServices(identification, accountOf) }),
        ...(payInMore === undefined
          ? {}
          : {
              payInMore: {
                view: async (reference) => {
                  const found = await accountOf();
                  return found === null ? NOT_LOGGED_IN : payInMore.view(found.id, reference);
                },
                submit: async (reference, input) => {
                  const found = await accountOf();
                  return found === null
                    ? NOT_LOGGED_IN
                    : payInMore.submit(found.id, reference, input);
                },
              },
            }),
        ...(withdrawal === undefined
          ? {}
          : {
              withdrawal: {
                // The account's own applications: a guest's of this browser has its signed link.
                view: async (reference) => {
                  const found = await accountOf();
                  return found === null
                    ? NOT_LOGGED_IN
                    : withdrawal.view({ accountId: found.id, visitorId: '' }, reference);
                },
                withdraw: async (reference, confirmed) => {
                  const found = await accountOf();
                  return found === null
                    ? NOT_LOGGED_IN
                    : withdrawal.withdraw(
                        { accountId: found.id, visitorId: '' },
                        reference,
                        confirmed,
                      );
                },
              },
            }),
        tariffAdjustment: async (reference) => {
          const found = await accountOf();
          return found === null ? NOT_LOGGED_IN : tariffAdjustment.view(found.id, reference);
        },
        chooseTariffAdjustment: async (reference, choice) => {
          const found = await accountOf();
          return found === null
            ? NOT_LOGGED_IN
            : tariffAdjustment.choose(found.id, reference, choice);
        },
      },
    };
  };
};
