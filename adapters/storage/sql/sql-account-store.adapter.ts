import { decorate, inject, injectable } from 'inversify';
import { err, ok, type Result } from '../../../domain/result';
import type { Account, AccountProfile, AccountStorePort } from '../../../ports/account-store.port';
import type { AccountsTable } from './database-schema';
import { SqlDatabase } from './sql-database';

type AccountExists = { readonly kind: 'account/exists'; readonly message: string };

const ACCOUNT_EXISTS: AccountExists = {
  kind: 'account/exists',
  message: 'Für diese E-Mail-Adresse besteht bereits ein Konto.',
};

/** The login name: e-mails compare case-insensitively and without surrounding blanks. */
const normalEmail = (email: string): string => email.trim().toLowerCase();

const toAccount = (row: AccountsTable): Account => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  salutation: row.salutation,
  firstName: row.first_name,
  lastName: row.last_name,
  phoneNumber: row.phone_number,
  points: row.points === 1,
  createdAt: row.created_at,
});

/** Accounts of the login service in the SQL database; the e-mail column is UNIQUE. */
@injectable()
export class SqlAccountStore implements AccountStorePort {
  constructor(private readonly database: SqlDatabase) {}

  async create(account: Account): Promise<Result<Account, AccountExists>> {
    // The unique e-mail decides atomically: a taken address inserts nothing and returns no row.
    const row = await this.database.db
      .insertInto('accounts')
      .values({
        id: account.id,
        email: normalEmail(account.email),
        password_hash: account.passwordHash,
        salutation: account.salutation,
        first_name: account.firstName,
        last_name: account.lastName,
        phone_number: account.phoneNumber,
        points: account.points ? 1 : 0,
        created_at: account.createdAt,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row === undefined ? err(ACCOUNT_EXISTS) : ok(toAccount(row));
  }

  async findByEmail(email: string): Promise<Account | null> {
    const row = await this.database.db
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', normalEmail(email))
      .executeTakeFirst();
    return row === undefined ? null : toAccount(row);
  }

  async findById(id: string): Promise<Account | null> {
    const row = await this.database.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? null : toAccount(row);
  }

  async updateProfile(id: string, profile: AccountProfile): Promise<Account | null> {
    const row = await this.database.db
      .updateTable('accounts')
      .set({
        first_name: profile.firstName,
        last_name: profile.lastName,
        phone_number: profile.phoneNumber,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row === undefined ? null : toAccount(row);
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(SqlDatabase), SqlAccountStore, 0);
