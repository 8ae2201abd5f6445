import { type DomainError, err, ok, type Result } from '../result';
import { parseDecimal } from './decimal-number';
import { isIsoDate } from './iso-date';
import type { SearchData, SearchFilters } from './search-data';
import { FIELD_BY_NAME, type SearchField, type SearchFieldGroup } from './search-fields';

export type SearchJsonError = DomainError<'search-data/json'>;

/** The search as the CLI receives it in JSON, validated and with absent values left out. */
export interface SearchFromJson {
  readonly searchData: SearchData;
  readonly filters: SearchFilters;
}

type Json = Record<string, unknown>;

// unknownKeys is allowed (and ignored) so the output of `rente url decode --json` reads back.
const TOP_LEVEL: ReadonlySet<string> = new Set(['searchData', 'filters', 'unknownKeys']);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The offending value in a message; JSON where it has one, else its type (some values, such as
// an object without a prototype, cannot even be turned into a string).
const show = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    try {
      return String(value);
    } catch {
      return typeof value;
    }
  }
};

const failure = (message: string): { readonly ok: false; readonly error: SearchJsonError } =>
  err({ kind: 'search-data/json', message });

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isDate = (value: unknown): boolean => typeof value === 'string' && isIsoDate(value);

// A valid value of the field's type, undefined when it is not one.
const typedValue = (field: SearchField, value: unknown): unknown => {
  switch (field.type) {
    case 'text':
      return typeof value === 'string' ? value : undefined;
    case 'bool':
      return typeof value === 'boolean' ? value : undefined;
    case 'number':
      return isNumber(value) ? parseDecimal(String(value)) : undefined;
    case 'date':
      return isDate(value) ? value : undefined;
    case 'enum':
      return typeof value === 'string' && field.values!.has(value) ? value : undefined;
    case 'date-list':
      return Array.isArray(value) && value.every(isDate) ? value : undefined;
    case 'number-list':
      return Array.isArray(value) && value.every(isNumber) ? value.map((n) => n + 0) : undefined;
  }
};

const isEmpty = (value: unknown): boolean =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

const readGroup = (group: SearchFieldGroup, input: unknown): Result<Json, SearchJsonError> => {
  if (input === undefined || input === null) return ok({});
  if (!isObject(input)) return failure(`Ungültiger Wert für ${group}: ${show(input)}`);
  const out: Json = {};
  for (const name of Object.keys(input)) {
    const field = FIELD_BY_NAME.get(name);
    if (field === undefined || field.group !== group) {
      return failure(`Unbekanntes Feld in ${group}: ${name}`);
    }
    const raw = input[name];
    if (isEmpty(raw)) continue;
    const value = typedValue(field, raw);
    if (value === undefined) return failure(`Ungültiger Wert für ${name}: ${show(raw)}`);
    out[name] = value;
  }
  return ok(out);
};

/**
 * Validates `{ "searchData": {…}, "filters": {…} }` with the long field names of SPEC §3:
 * booleans true/false, finite numbers, dates 'YYYY-MM-DD', lists as arrays, enums from their
 * value set. Both parts may be missing; null, '' and [] count as absent. Unknown fields fail,
 * except a top-level unknownKeys (as decoding reports it), which is ignored.
 */
export const searchFromJson = (input: unknown): Result<SearchFromJson, SearchJsonError> => {
  if (!isObject(input)) {
    return failure(
      `Ungültige Suche: erwartet wird ein Objekt mit searchData und filters, nicht ${show(input)}`,
    );
  }
  for (const name of Object.keys(input)) {
    if (!TOP_LEVEL.has(name)) return failure(`Unbekanntes Feld: ${name}`);
  }
  const searchData = readGroup('searchData', input.searchData);
  if (!searchData.ok) return searchData;
  const filters = readGroup('filters', input.filters);
  if (!filters.ok) return filters;
  return ok({
    searchData: searchData.value as SearchData,
    filters: filters.value as SearchFilters,
  });
};
