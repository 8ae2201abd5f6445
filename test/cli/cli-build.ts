import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI_BUILD = path.join(ROOT, 'dist/cli/rente.mjs');
const CLI_SOURCES = ['cli', 'domain', 'ports', 'adapters'];

/** The `rente` binary exactly as a user types it (bin/rente.js → dist/cli/rente.mjs). */
export const RENTE_BIN = path.join(ROOT, 'bin/rente.js');

const newest = (entry: string): number => {
  const stat = fs.statSync(entry);
  return stat.isDirectory()
    ? Math.max(0, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))))
    : stat.mtimeMs;
};

/**
 * Builds the CLI bundle only when it is missing or older than its sources: `npm test` builds it
 * before the suites, so two test files never rewrite the bundle while the other runs it.
 */
export const ensureCliBuilt = (): void => {
  const builtAt = fs.existsSync(CLI_BUILD) ? fs.statSync(CLI_BUILD).mtimeMs : 0;
  if (builtAt > Math.max(...CLI_SOURCES.map((s) => newest(path.join(ROOT, s))))) return;
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: ROOT });
};
