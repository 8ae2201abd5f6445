import path from 'node:path';

// Apart from open-database.ts, so that `rente restore` names the file without loading SQLite.

/** The database file's name inside DATA_DIR. */
export const DATABASE_FILE_NAME = 'rentenkompass.sqlite';

/** Where the database lives inside a data folder. */
export const databaseFileIn = (dataDir: string): string => path.join(dataDir, DATABASE_FILE_NAME);
