import 'reflect-metadata';
import path from 'node:path';
import { catalogueFileOf } from '../adapters/catalogue/catalogue-location';
import { composeCli } from '../adapters/composition/cli.composition';
import { systemModule } from '../adapters/composition/modules/system.module';
import { UndiciSupportApi } from '../adapters/http/undici-support-api.adapter';
import { restoreOutcome } from '../adapters/storage/sqlite/sqlite-backup';
import { runCli } from './program';

// A closed pipe (`rente holidays 2026 | head -3`) ends the program quietly, never with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    process.exit(error.code === 'EPIPE' ? 0 : 1);
  });
}

const color = process.stdout.isTTY === true && !process.env.NO_COLOR && process.env.TERM !== 'dumb';

const exitCode = await runCli(process.argv.slice(2), {
  ...composeCli(systemModule),
  catalogueFile: catalogueFileOf(process.env),
  support: {
    api: new UndiciSupportApi(),
    serverUrl: process.env.RENTE_SERVER_URL?.trim() || null,
    token: process.env.RENTE_ADMIN_TOKEN?.trim() || null,
  },
  backups: {
    dataDir: process.env.DATA_DIR?.trim() || './data',
    absolute: (file) => path.resolve(file),
    restore: restoreOutcome,
  },
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  color,
});
process.exitCode = exitCode;
