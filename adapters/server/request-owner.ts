import type { IdGeneratorPort } from '../../ports/id-generator.port';
import type { ApplicationOwner } from '../../ports/use-cases/submit-application.use-case';
import type { RequestState } from './request-state';
import type { ServerUseCases } from './server-use-cases';

/** Who a page's stored data belongs to: the live session's account, else the visitor. */
export interface RequestOwner {
  /** The owner, or null for a first-time guest when `create` is false. */
  ownerOrNull(create: boolean): Promise<ApplicationOwner | null>;
  /** The owner; a first-time guest gets a (signed) visitor id now. */
  owner(): Promise<ApplicationOwner>;
}

/**
 * The owner of one request's stored data: the account of a live session, else the visitor id
 * of the request state; the session is looked up once per request.
 */
export const requestOwnerOf = (
  deps: {
    readonly ids: IdGeneratorPort;
    readonly useCases: Pick<ServerUseCases, 'findLoginSession'>;
  },
  sessionId: string | null,
  state: RequestState,
): RequestOwner => {
  let accountId: Promise<string | null> | null = null;
  const accountIdOf = (): Promise<string | null> => {
    accountId ??= deps.useCases
      .findLoginSession(sessionId)
      .then((found) => (found.kind === 'live' ? found.session.accountId : null));
    return accountId;
  };
  const ownerOrNull = async (create: boolean): Promise<ApplicationOwner | null> => {
    const account = await accountIdOf();
    if (create) state.visitorIdOrNew(() => deps.ids.newId());
    const visitorId = state.visitorId;
    return visitorId === null && account === null
      ? null
      : { accountId: account, visitorId: visitorId ?? '' };
  };
  return {
    ownerOrNull,
    owner: async () => {
      const owner = await ownerOrNull(true);
      if (owner === null) throw new Error('no owner after creating the visitor');
      return owner;
    },
  };
};
