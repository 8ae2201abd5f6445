import type { ApplicationOwner } from './submit-application.use-case';

/** The key an owner's draft and requests are kept under: the account when logged in, else the visitor. */
export const ownerKeyOf = (owner: ApplicationOwner): string =>
  owner.accountId === null ? `visitor:${owner.visitorId}` : `account:${owner.accountId}`;
