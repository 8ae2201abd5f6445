import { isOneOf } from '../value-set';
import { type CatalogueError, catalogueError } from './catalogue-error';

/**
 * Reading one value of a catalogue file: every reader checks its value, records a
 * CatalogueError at the value's path when it does not fit, and answers the value or undefined,
 * so a parser can go on and report every error of the file in one pass.
 */
export interface CatalogueReader {
  readonly errors: CatalogueError[];
  report(path: string, message: string): undefined;
  /** The path of a field under `path` (`tariffs[3].costs`); '' in a quick pass. */
  field(path: string, key: string): string;
  /** The path of a list item under `path` (`tariffs[3]`); '' in a quick pass. */
  item(path: string, index: number): string;
}

export const fieldPath = (path: string, key: string): string =>
  path === '' ? key : `${path}.${key}`;
export const itemPath = (path: string, index: number): string => `${path}[${index}]`;

const noPath = (): string => '';

/**
 * A reader. With `paths: false` it is a quick pass: the same checks and values, but no path is
 * built (a few hundred strings a tariff, a tenth of a 10,000-tariff parse), so its errors only
 * tell that the file is wrong; read it again with paths to say where.
 */
export const newCatalogueReader = (options: { readonly paths: boolean }): CatalogueReader => {
  const errors: CatalogueError[] = [];
  return {
    errors,
    report(path, message) {
      errors.push(catalogueError(path, message));
      return undefined;
    },
    field: options.paths ? fieldPath : noPath,
    item: options.paths ? itemPath : noPath,
  };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with only the known keys; every unknown key is reported (typos never pass silently). */
export const readObject = (
  r: CatalogueReader,
  value: unknown,
  path: string,
  keys: readonly string[] | null,
): Readonly<Record<string, unknown>> | undefined => {
  if (!isRecord(value)) return r.report(path, 'expected an object');
  if (keys !== null) {
    // for…in without the array Object.keys makes: this runs for some 40 objects a tariff.
    for (const key in value) {
      if (Object.hasOwn(value, key) && !keys.includes(key)) {
        r.report(r.field(path, key), 'unknown field');
      }
    }
  }
  return value;
};

/** A finite number min … max (inclusive); `whole` also demands an integer. */
export const readNumber = (
  r: CatalogueReader,
  value: unknown,
  path: string,
  min: number,
  max: number,
  whole = false,
): number | undefined => {
  const fits =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    (!whole || Number.isInteger(value));
  // -0 is read as 0: JSON writes both as 0, so a loaded catalogue reads back exactly.
  if (fits) return value === 0 ? 0 : value;
  return r.report(
    path,
    `expected ${whole ? 'a whole number' : 'a number'} between ${min} and ${max}`,
  );
};

/** A text with something besides spaces in it, at most `maxLength` characters. */
export const readText = (
  r: CatalogueReader,
  value: unknown,
  path: string,
  maxLength = 200,
): string | undefined => {
  if (typeof value === 'string' && value.trim() !== '' && value.length <= maxLength) return value;
  return r.report(path, `expected a non-empty text of at most ${maxLength} characters`);
};

export const readBoolean = (
  r: CatalogueReader,
  value: unknown,
  path: string,
): boolean | undefined =>
  typeof value === 'boolean' ? value : r.report(path, 'expected true or false');

export const readOneOf = <T extends string>(
  r: CatalogueReader,
  value: unknown,
  path: string,
  values: readonly T[],
): T | undefined =>
  isOneOf(values, value) ? value : r.report(path, `expected one of ${values.join(', ')}`);

/**
 * A list whose items are read one by one; duplicates (equal as JSON) are reported at the later
 * item. Answers undefined when the list or any item is wrong.
 */
export const readList = <T>(
  r: CatalogueReader,
  value: unknown,
  path: string,
  readItem: (item: unknown, path: string) => T | undefined,
  options: { readonly nonEmpty: boolean; readonly what: string },
): T[] | undefined => {
  if (!Array.isArray(value) || (options.nonEmpty && value.length === 0)) {
    return r.report(
      path,
      `expected a ${options.nonEmpty ? 'non-empty ' : ''}list of ${options.what}`,
    );
  }
  const items: T[] = [];
  // Texts and numbers are their own key (equal as JSON is equal as values: -0 is read as 0);
  // only objects are compared by their JSON.
  const seen = new Set<unknown>();
  let complete = true;
  for (let index = 0; index < value.length; index++) {
    const read = readItem(value[index], r.item(path, index));
    if (read === undefined) {
      complete = false;
      continue;
    }
    const key = typeof read === 'object' && read !== null ? JSON.stringify(read) : read;
    if (seen.has(key)) {
      complete = false;
      r.report(r.item(path, index), `duplicate ${JSON.stringify(read)}`);
    }
    seen.add(key);
    items.push(read);
  }
  return complete ? items : undefined;
};
