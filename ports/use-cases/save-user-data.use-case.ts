import type { Account, AccountStorePort } from '../account-store.port';

/** SPEC §7 POST auth/user/data: what the portal sends about the logged-in user. */
export interface UserDataUpdate {
  readonly ssoUserData?: {
    readonly firstName?: string | null;
    readonly lastName?: string | null;
    readonly loginPhoneNumber?: string | null;
  } | null;
  readonly personalData?: Readonly<Record<string, unknown>> | null;
}

const MAX_LENGTH = 100;

/** The first non-blank text of the candidates, trimmed and at most 100 characters, else null. */
const firstText = (...candidates: unknown[]): string | null => {
  for (const candidate of candidates) {
    if (
      typeof candidate === 'string' &&
      candidate.trim() !== '' &&
      candidate.trim().length <= MAX_LENGTH
    ) {
      return candidate.trim();
    }
  }
  return null;
};

/**
 * Updates the account's names and phone number: personal data (what the user typed in the flow)
 * before the login data; blank or overlong values keep what is stored.
 */
export const makeSaveUserData =
  (deps: { accounts: AccountStorePort }) =>
  async (account: Account, update: UserDataUpdate): Promise<Account> => {
    const personal = update.personalData ?? {};
    const sso = update.ssoUserData ?? {};
    const saved = await deps.accounts.updateProfile(account.id, {
      firstName: firstText(personal.firstName, sso.firstName) ?? account.firstName,
      lastName: firstText(personal.lastName, sso.lastName) ?? account.lastName,
      phoneNumber: firstText(personal.phoneNumber, sso.loginPhoneNumber) ?? account.phoneNumber,
    });
    return saved ?? account;
  };

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type SaveUserData = ReturnType<typeof makeSaveUserData>;
export const SaveUserData = Symbol.for('SaveUserData');
