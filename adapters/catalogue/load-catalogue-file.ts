import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { err, type Result } from '../../domain/result';
import { parseTariffCatalogue } from '../../domain/tariffs/catalogue-parser';
import type { TariffCatalogue } from '../../domain/tariffs/tariff';
import type { CatalogueLoadError } from '../../ports/tariff-catalogue.port';

const unreadable = (message: string): Result<never, CatalogueLoadError> =>
  err({ kind: 'catalogue/unreadable', message });

const reasonOf = (e: unknown): string => {
  switch ((e as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return 'not found';
    case 'EISDIR':
      return 'is a directory, not a file';
    case 'EACCES':
    case 'EPERM':
      return 'not readable (permission denied)';
    default:
      return `cannot be read (${e instanceof Error ? e.message : String(e)})`;
  }
};

/**
 * Reads and checks a catalogue file: a clear error naming the absolute path when the file is
 * missing, unreadable or not JSON; every rule broken, at its path, when it is not a catalogue.
 */
export const loadCatalogueFile = async (
  file: string,
): Promise<Result<TariffCatalogue, CatalogueLoadError>> => {
  const absolute = path.resolve(file);
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (e) {
    return unreadable(`catalogue file ${absolute}: ${reasonOf(e)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return unreadable(`catalogue file ${absolute}: not valid JSON (${detail})`);
  }
  const parsed = parseTariffCatalogue(json);
  if (parsed.ok) return parsed;
  const count = parsed.error.length;
  return err({
    kind: 'catalogue/rejected',
    message: `catalogue file ${absolute}: ${count} ${count === 1 ? 'error' : 'errors'}, nothing loaded`,
    errors: parsed.error,
  });
};
