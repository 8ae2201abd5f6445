import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Token for the path of the catalogue file an adapter loads (CATALOGUE_FILE or the demo file). */
export const CatalogueFile = Symbol.for('CatalogueFile');

/**
 * The package root: the nearest folder at or above `from` holding a package.json. Found from this
 * module's own location, so it is the same from the TypeScript sources and the dist/ bundles.
 */
export const packageRootOf = (from: string): string => {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
};

/** The built-in demo catalogue, an absolute path independent of the working directory. */
export const DEMO_CATALOGUE_FILE = path.join(
  packageRootOf(path.dirname(fileURLToPath(import.meta.url))),
  'adapters',
  'catalogue',
  'demo-catalogue.json',
);

/** CATALOGUE_FILE from the environment (relative to the working directory), else the demo file. */
export const catalogueFileOf = (env: Readonly<Record<string, string | undefined>>): string => {
  const given = env.CATALOGUE_FILE?.trim();
  return given === undefined || given === '' ? DEMO_CATALOGUE_FILE : path.resolve(given);
};
