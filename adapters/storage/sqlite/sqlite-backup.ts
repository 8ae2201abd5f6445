import fs from 'node:fs/promises';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { DATABASE_FILE_NAME, ownerLockFileOf } from './database-file';

/** better-sqlite3 loaded when a backup is checked, not when `rente` starts (it loads this file). */
const sqliteOpen = async (
  file: string,
  options: BetterSqlite3.Options,
): Promise<BetterSqlite3.Database> => {
  const { default: Database } = await import('better-sqlite3');
  return new Database(file, options);
};

/** What a backup or a restore moved: the applications in the database, the files beside it. */
export interface BackupSummary {
  /** The database copy (backup) or the data folder (restore). */
  readonly database: string;
  /** The folder of the uploads, mail and SMS outboxes and the session secret. */
  readonly files: string;
  readonly applications: number;
  readonly fileCount: number;
}

/** A refusal with its German message; `kind` tells the admin route its status. */
export class BackupError extends Error {
  constructor(
    readonly kind: 'backup/target' | 'backup/exists' | 'backup/source' | 'backup/in-use',
    message: string,
  ) {
    super(message);
  }
}

/** The folder beside a backup's database file that holds the data folder's other files. */
export const backupFilesOf = (file: string): string => `${file}.files`;

/** The database and the files SQLite keeps beside it: never copied as files. */
const isDatabaseFile = (name: string): boolean =>
  name === DATABASE_FILE_NAME ||
  /^rentenkompass\.sqlite-(wal|shm|journal|owner|owner-journal)$/.test(name);
/** Half-written files (an upload being received, a mail being written): left out. */
const isPartial = (name: string): boolean => name.endsWith('.part') || name.endsWith('.tmp');

const exists = async (file: string): Promise<boolean> =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** Checks a database file and counts its applications; refuses what is not a portal database. */
const applicationsIn = async (file: string): Promise<number> => {
  let sqlite: BetterSqlite3.Database;
  try {
    sqlite = await sqliteOpen(file, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new BackupError(
      'backup/source',
      `${file} lässt sich nicht öffnen: ${(e as Error).message}`,
    );
  }
  try {
    const check = sqlite.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
    const row = sqlite.prepare('SELECT count(*) AS n FROM applications').get() as { n: number };
    return row.n;
  } catch (e) {
    throw new BackupError(
      'backup/source',
      `${file} ist keine intakte Datenbank des Portals: ${(e as Error).message}`,
    );
  } finally {
    sqlite?.close();
  }
};

/** Copies the data folder's files (not the database, not half-written ones); answers how many. */
const copyFiles = async (from: string, to: string): Promise<number> => {
  await fs.mkdir(to, { recursive: true, mode: 0o700 });
  let count = 0;
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    if (isDatabaseFile(entry.name) || isPartial(entry.name)) continue;
    await fs.cp(path.join(from, entry.name), path.join(to, entry.name), {
      recursive: true,
      errorOnExist: true,
      force: false,
      preserveTimestamps: true,
      filter: (source) => !isPartial(path.basename(source)),
    });
  }
  for (const entry of await fs.readdir(to, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) count += 1;
  }
  return count;
};

/**
 * A backup of the running server's data: the database as a consistent online copy (SQLite's
 * backup API through `backup`, never a file copy of a database being written) at `target`, then
 * the data folder's other files (uploads, mail and SMS outboxes, session secret) in
 * `<target>.files/`. The files are copied after the database, so every upload the copy knows was
 * written before it (an upload is written before its row); one removed meanwhile (retention) may
 * be missing. `target` must be absolute and new; its folder must exist. The copy is checked
 * (quick_check) before it gets its name.
 */
export const writeBackup = async (
  database: { backup(file: string): Promise<void> },
  dataDir: string,
  target: string,
): Promise<BackupSummary> => {
  if (!path.isAbsolute(target) || target.endsWith(path.sep)) {
    throw new BackupError(
      'backup/target',
      `Bitte einen absoluten Dateipfad angeben, nicht „${target}“.`,
    );
  }
  const inside = path.relative(path.resolve(dataDir), target);
  if (inside === '' || !(inside.startsWith('..') || path.isAbsolute(inside))) {
    throw new BackupError(
      'backup/target',
      `Die Sicherung darf nicht im Datenordner ${path.resolve(dataDir)} liegen. Bitte einen Ordner außerhalb angeben.`,
    );
  }
  const files = backupFilesOf(target);
  if ((await exists(target)) || (await exists(files))) {
    throw new BackupError(
      'backup/exists',
      `${target} gibt es schon; eine Sicherung überschreibt nichts.`,
    );
  }
  if (
    !(await fs.stat(path.dirname(target)).then(
      (s) => s.isDirectory(),
      () => false,
    ))
  ) {
    throw new BackupError('backup/target', `Den Ordner ${path.dirname(target)} gibt es nicht.`);
  }
  const partial = `${target}.part`;
  // Created 0600 first (an empty file is an empty database): never readable by others; and
  // only once, so a second backup to the same file meanwhile is refused, not mixed in.
  try {
    await fs.writeFile(partial, '', { mode: 0o600, flag: 'wx' });
  } catch {
    throw new BackupError(
      'backup/exists',
      `${partial} gibt es schon: läuft dorthin eine Sicherung?`,
    );
  }
  try {
    await database.backup(partial);
    const applications = await applicationsIn(partial);
    await fs.rename(partial, target);
    const fileCount = await copyFiles(dataDir, files);
    return { database: target, files, applications, fileCount };
  } finally {
    // The check opens the copy (a WAL database) read-only: SQLite leaves its -wal and -shm.
    for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`]) {
      await fs.rm(leftover, { force: true });
    }
  }
};

/** Whether another connection (a running server) holds the database: it keeps it locked. */
const assertNotInUse = async (file: string): Promise<void> => {
  // A server holds its owner lock (owner-lock.ts) and, between its writes, no lock on the file;
  // an older server (or one started with the file EXCLUSIVE) holds the file itself.
  const locks = [ownerLockFileOf(file), file];
  let sqlite: BetterSqlite3.Database | null = null;
  try {
    for (const name of locks) {
      if (!(await exists(name))) continue;
      sqlite = await sqliteOpen(name, { fileMustExist: true, timeout: 0 });
      sqlite.exec('BEGIN EXCLUSIVE; ROLLBACK;');
      sqlite.close();
      sqlite = null;
    }
  } catch {
    throw new BackupError(
      'backup/in-use',
      `${file} ist in Benutzung. Bitte beenden Sie den Server vor dem Zurückspielen.`,
    );
  } finally {
    sqlite?.close();
  }
};

/**
 * Puts a backup back into `dataDir` while no server runs on it: the database file (checked
 * first) and the files of `<file>.files/`. A data folder that already holds a database is
 * refused unless `replace`; then the old folder is kept as `<dataDir>.before-restore` (refused
 * when that exists, or when a server still holds the database).
 */
export const restoreBackup = async (
  file: string,
  dataDirGiven: string,
  replace: boolean,
): Promise<BackupSummary> => {
  // Absolute, so that `.` or `data/` is set aside under a name of its own.
  const dataDir = path.resolve(dataDirGiven);
  if (!(await exists(file))) {
    throw new BackupError('backup/source', `Die Sicherung ${file} gibt es nicht.`);
  }
  const applications = await applicationsIn(file);
  const files = backupFilesOf(file);
  const database = path.join(dataDir, DATABASE_FILE_NAME);
  if (await exists(database)) {
    if (!replace) {
      throw new BackupError(
        'backup/exists',
        `In ${dataDir} liegt schon eine Datenbank. Mit --replace wird der Ordner als ${dataDir}.before-restore beiseitegelegt.`,
      );
    }
    await assertNotInUse(database);
    const aside = `${dataDir}.before-restore`;
    if (await exists(aside)) {
      throw new BackupError('backup/exists', `${aside} gibt es schon; bitte erst wegräumen.`);
    }
    await fs.rename(dataDir, aside);
  }
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  const fileCount = (await exists(files)) ? await copyFiles(files, dataDir) : 0;
  await fs.copyFile(file, `${database}.part`);
  await fs.chmod(`${database}.part`, 0o600);
  await fs.rename(`${database}.part`, database);
  return { database: dataDir, files, applications, fileCount };
};

/** restoreBackup as `rente restore` takes it: the summary, or the refusal's German message. */
export const restoreOutcome = async (
  file: string,
  dataDir: string,
  replace: boolean,
): Promise<
  | { ok: true; database: string; applications: number; fileCount: number }
  | { ok: false; message: string }
> => {
  try {
    const { database, applications, fileCount } = await restoreBackup(file, dataDir, replace);
    return { ok: true, database, applications, fileCount };
  } catch (e) {
    if (e instanceof BackupError) return { ok: false, message: e.message };
    throw e;
  }
};
