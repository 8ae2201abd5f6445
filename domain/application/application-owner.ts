/** Who submitted an application: the account, or the visitor cookie of a guest. */
export interface OwnerIdentity {
  readonly accountId: string | null;
  readonly visitorId: string;
}

/**
 * An account's application is its account's alone (another login in the same browser sees
 * nothing); a guest's belongs to the browser's visitor id, also after the guest logs in there.
 */
export const isOwnerOf = (asking: OwnerIdentity, owner: OwnerIdentity): boolean =>
  owner.accountId !== null
    ? asking.accountId === owner.accountId
    : asking.visitorId === owner.visitorId;
