import { type Kysely, sql } from 'kysely';

/**
 * SQLite cannot change a table's check, so the table is built anew from its own `create` text
 * with the check replaced, its rows copied and its indexes made again. Foreign keys are off
 * meanwhile: dropping the old `applications` would otherwise delete its outbox, documents and
 * points, and the other tables' references find the rebuilt table by its name afterwards.
 * The migrator runs SQLite migrations outside a transaction, where the pragma takes effect.
 */
export const rebuildSqliteCheck = async (
  db: Kysely<unknown>,
  table: string,
  from: string,
  to: string,
  /** Names the rebuilt table while it is built (the migration's number). */
  migration: string,
): Promise<void> => {
  const { rows } = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const create = rows.find((row) => row.type === 'table')?.sql;
  if (create === undefined || !create.includes(from)) {
    throw new Error(`${table}: the check to replace was not found`);
  }
  const rebuilt = `${table}_${migration}`;
  await sql.raw(create.replace(`"${table}"`, `"${rebuilt}"`).replace(from, to)).execute(db);
  await sql`insert into ${sql.table(rebuilt)} select * from ${sql.table(table)}`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(rebuilt)} rename to ${sql.table(table)}`.execute(db);
  for (const index of rows.filter((row) => row.type === 'index')) {
    await sql.raw(index.sql).execute(db);
  }
};

export const replacePostgresCheck = async (
  db: Kysely<unknown>,
  table: string,
  constraint: string,
  to: string,
): Promise<void> => {
  await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(constraint)}`.execute(db);
  await sql`alter table ${sql.table(table)} add constraint ${sql.ref(constraint)} check (${sql.raw(to)})`.execute(
    db,
  );
};
