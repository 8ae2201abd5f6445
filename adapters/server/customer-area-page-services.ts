import type { OwnerIdentity } from '../../domain/application/application-owner';
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
        | 'customerApplication'
        | 'guestLinkAccess'
        | 'adoptApplication'
      >
    >;
}

/**
 * The customer area's services, one per request: only the account of a live login session
 * (not an anonymous one, not an expired one) has an area; the session is looked up once.
 */
/** A use case's answer that the application is not the asker's. */
const isNotFound = (answer: { readonly ok: boolean; readonly error?: { readonly kind: string } }) =>
  !answer.ok && answer.error?.kind === 'withdrawal/not-found';

export const customerAreaServicesFactory = (
  deps: CustomerAreaServiceDeps,
): ((request: {
  readonly sessionId: string | null;
  /** The browser's visitor id: the owner of its guest applications. */
  readonly visitorId?: string | null;
}) => {
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
    customerApplication,
    guestLinkAccess,
    adoptApplication,
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
    /**
     * A call for the request's owner: its account, or the browser of a guest application (the
     * visitor id, which a guest's signed link restores). What the owner may not see asks a
     * visitor without an account to log in; a logged-in one hears it is not there.
     */
    const asOwner = async <T>(
      call: (owner: OwnerIdentity) => Promise<T>,
      notOwned: (answer: T) => boolean,
    ): Promise<typeof NOT_LOGGED_IN | T> => {
      const account = await accountOf();
      const visitorId = request.visitorId ?? null;
      if (account === null && visitorId === null) return NOT_LOGGED_IN;
      const answer = await call({ accountId: account?.id ?? null, visitorId: visitorId ?? '' });
      return notOwned(answer) && account === null ? NOT_LOGGED_IN : answer;
    };
    /** Nothing to show for a reference that cannot be one: log in first, or not found. */
    const asOwnerMissing = async (): Promise<typeof NOT_LOGGED_IN | null> =>
      (await accountOf()) === null ? NOT_LOGGED_IN : null;
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
        application: async (reference) => {
          const normal = normalApplicationReference(reference);
          if (normal === null || customerApplication === undefined) return asOwnerMissing();
          return asOwner(
            async (owner) => {
              const found = await customerApplication(owner, normal);
              if (found === null || identification === undefined) return found;
              const [identified] = await withIdentificationStatus([found], identification);
              return identified ?? found;
            },
            (found) => found === null,
          );
        },
        ...(adoptApplication === undefined
          ? {}
          : {
              adopt: async (reference: string) => {
                const account = await accountOf();
                const normal = normalApplicationReference(reference);
                if (account === null || normal === null) return false;
                return adoptApplication(
                  { accountId: account.id, visitorId: request.visitorId ?? '' },
                  normal,
                );
              },
            }),
        ...(guestLinkAccess === undefined
          ? {}
          : {
              resendGuestLink: async (reference: string) => {
                const normal = normalApplicationReference(reference);
                if (normal !== null) await guestLinkAccess.resend(normal);
              },
            }),
        documents: async (reference) => {
          const normal = normalApplicationReference(reference);
          if (
            normal === null ||
            customerDocuments === undefined ||
            customerApplication === undefined
          )
            return asOwnerMissing();
          // The owner's own application only: an account's, or this browser's guest application.
          return asOwner(
            async (owner) => {
              const application = await customerApplication(owner, normal);
              if (application === null) return null;
              const uploads = await customerDocuments.list(owner, normal);
              return uploads === null ? null : { application, uploads: uploads.map(uploadViewOf) };
            },
            (found) => found === null,
          );
        },
        ...(identification === undefined
          ? {}
          : {
              identification: identificationPageServices(
                identification,
                accountOf,
                request.visitorId ?? null,
              ),
            }),
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
                view: (reference) =>
                  asOwner((owner) => withdrawal.view(owner, reference), isNotFound),
                withdraw: (reference, confirmed) =>
                  asOwner((owner) => withdrawal.withdraw(owner, reference, confirmed), isNotFound),
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
