import type { Result } from '../domain/result';

/** A customer account of the built-in login service. */
export interface Account {
  readonly id: string;
  /** Lowercased, trimmed: the login name. */
  readonly email: string;
  /** scrypt hash in the PHC-like format the password hasher writes. */
  readonly passwordHash: string;
  readonly salutation: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string | null;
  /** Membership of the points programme (SPEC §3 `points: 'yes'`). */
  readonly points: boolean;
  /** ISO instant. */
  readonly createdAt: string;
}

/** What a logged-in user may change of their account (SPEC §7 POST auth/user/data). */
export interface AccountProfile {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string | null;
}

export interface AccountStorePort {
  /** Fails with account/exists when the e-mail is taken (case-insensitive). */
  create(
    account: Account,
  ): Promise<Result<Account, { readonly kind: 'account/exists'; readonly message: string }>>;
  findByEmail(email: string): Promise<Account | null>;
  findById(id: string): Promise<Account | null>;
  /** Sets names and phone number; null when there is no such account. */
  updateProfile(id: string, profile: AccountProfile): Promise<Account | null>;
}
export const AccountStorePort = Symbol.for('AccountStorePort');
