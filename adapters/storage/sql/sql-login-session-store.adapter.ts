import { decorate, inject, injectable } from 'inversify';
import type { LoginSession, LoginSessionStorePort } from '../../../ports/login-session-store.port';
import type { LoginSessionsTable } from './database-schema';
import { instantBefore } from './instant-before';
import { SqlDatabase } from './sql-database';

const toSession = (row: LoginSessionsTable): LoginSession => ({
  id: row.id,
  accountId: row.account_id,
  anonymous: row.anonymous === 1,
  email: row.email,
  phoneNumber: row.phone_number,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
});

/** Portal sessions in the SQL database; a session of an account goes with the account (foreign key). */
@injectable()
export class SqlLoginSessionStore implements LoginSessionStorePort {
  constructor(private readonly database: SqlDatabase) {}

  async create(session: LoginSession): Promise<void> {
    await this.database.db
      .insertInto('login_sessions')
      .values({
        id: session.id,
        account_id: session.accountId,
        anonymous: session.anonymous ? 1 : 0,
        email: session.email,
        phone_number: session.phoneNumber,
        created_at: session.createdAt,
        last_seen_at: session.lastSeenAt,
      })
      .execute();
  }

  async find(id: string): Promise<LoginSession | null> {
    const row = await this.database.db
      .selectFrom('login_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? null : toSession(row);
  }

  async touch(id: string, at: string): Promise<void> {
    await this.database.db
      .updateTable('login_sessions')
      .set({ last_seen_at: at })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.database.db.deleteFrom('login_sessions').where('id', '=', id).execute();
  }

  async deleteLastSeenBefore(instant: string): Promise<number> {
    const result = await this.database.db
      .deleteFrom('login_sessions')
      .where(instantBefore(this.database.db, 'last_seen_at', instant))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(SqlDatabase), SqlLoginSessionStore, 0);
