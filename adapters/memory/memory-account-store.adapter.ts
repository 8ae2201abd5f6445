import { err, ok, type Result } from '../../domain/result';
import type { Account, AccountProfile, AccountStorePort } from '../../ports/account-store.port';

/** In-memory accounts; e-mails compared case-insensitively. */
export class MemoryAccountStore implements AccountStorePort {
  private readonly byId = new Map<string, Account>();

  async create(
    account: Account,
  ): Promise<Result<Account, { readonly kind: 'account/exists'; readonly message: string }>> {
    if ((await this.findByEmail(account.email)) !== null) {
      return err({
        kind: 'account/exists',
        message: 'Für diese E-Mail-Adresse besteht bereits ein Konto.',
      });
    }
    const stored = { ...account, email: account.email.trim().toLowerCase() };
    this.byId.set(stored.id, stored);
    return ok(stored);
  }

  async findByEmail(email: string): Promise<Account | null> {
    const wanted = email.trim().toLowerCase();
    for (const account of this.byId.values()) if (account.email === wanted) return account;
    return null;
  }

  async findById(id: string): Promise<Account | null> {
    return this.byId.get(id) ?? null;
  }

  async updateProfile(id: string, profile: AccountProfile): Promise<Account | null> {
    const account = this.byId.get(id);
    if (account === undefined) return null;
    const updated = { ...account, ...profile };
    this.byId.set(id, updated);
    return updated;
  }
}
