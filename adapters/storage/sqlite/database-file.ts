import path from 'node:path';

// Apart from open-database.ts, so that `rente restore` names the file without loading SQLite.

/** The database file's name inside DATA_DIR. */
export const DATABASE_FILE_NAME = 'rentenkompass.sqlite';

/** Where the database lives inside a data folder. */
export const databaseFileIn = (dataDir: string): string => path.join(dataDir, DATABASE_FILE_NAME);

/**
 * The server's owner lock beside the database (`rentenkompass.sqlite-owner`, owner-lock.ts): held
 * while a server runs on the file, so a second server or `rente restore` is refused.
 */
export const ownerLockFileOf = (file: string): string => `${file}-owner`;
