import { decorate, inject, injectable } from 'inversify';
import type { LoginCode, LoginCodeStorePort } from '../../../ports/login-code-store.port';
import type { LoginCodesTable } from './database-schema';
import { instantBefore } from './instant-before';
import { SqlDatabase } from './sql-database';

const toCode = (row: LoginCodesTable): LoginCode => ({
  code: row.code,
  challenge: row.challenge,
  accountId: row.account_id,
  anonymous: row.anonymous === 1,
  email: row.email,
  phoneNumber: row.phone_number,
  expiresAt: row.expires_at,
});

/** One-time login codes in the SQL database (SPEC §7 login callback). */
@injectable()
export class SqlLoginCodeStore implements LoginCodeStorePort {
  constructor(private readonly database: SqlDatabase) {}

  async save(code: LoginCode): Promise<void> {
    await this.database.db
      .insertInto('login_codes')
      .values({
        code: code.code,
        challenge: code.challenge,
        account_id: code.accountId,
        anonymous: code.anonymous ? 1 : 0,
        email: code.email,
        phone_number: code.phoneNumber,
        expires_at: code.expiresAt,
      })
      .execute();
  }

  async take(code: string): Promise<LoginCode | null> {
    // DELETE … RETURNING is one statement: two concurrent takes cannot both get the code.
    const row = await this.database.db
      .deleteFrom('login_codes')
      .where('code', '=', code)
      .returningAll()
      .executeTakeFirst();
    return row === undefined ? null : toCode(row);
  }

  async deleteExpiredBefore(instant: string): Promise<number> {
    const result = await this.database.db
      .deleteFrom('login_codes')
      .where(instantBefore(this.database.db, 'expires_at', instant))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(SqlDatabase), SqlLoginCodeStore, 0);
