import { DATE_RANGE_MESSAGE, isIsoDateInRange } from '../calendar/date-range';
import { parseDecimal } from './decimal-number';
import { isIsoDate } from './iso-date';
import { LIST_LIMIT } from './query-limits';
import type { SearchDataError } from './search-data';
import type { SearchField } from './search-fields';

/** Marks a value that reads as absent: a list whose items are all empty. */
export const ABSENT: unique symbol = Symbol('absent');

/** Marks a list with more items than SPEC §9 allows (LIST_LIMIT). */
export const TOO_MANY: unique symbol = Symbol('too many');

type ListItem = string | number;

// A comma list: empty items are dropped like empty values (SPEC §3); undefined = an invalid item.
// Past LIST_LIMIT items the list is refused before its next item is read (SPEC §9).
const readList = (
  raw: string,
  readItem: (item: string) => ListItem | undefined,
): ListItem[] | typeof ABSENT | typeof TOO_MANY | undefined => {
  const items: ListItem[] = [];
  let start = 0;
  while (start <= raw.length) {
    let comma = raw.indexOf(',', start);
    if (comma === -1) comma = raw.length;
    if (comma > start) {
      if (items.length === LIST_LIMIT) return TOO_MANY;
      const item = readItem(raw.slice(start, comma));
      if (item === undefined) return undefined;
      items.push(item);
    }
    start = comma + 1;
  }
  return items.length === 0 ? ABSENT : items;
};

// A real day outside 1583–9999 is refused like a malformed one, with its own message.
const isGoodDate = (text: string): boolean => isIsoDate(text) && isIsoDateInRange(text);

const readDate = (text: string): string | undefined => (isGoodDate(text) ? text : undefined);

/**
 * The typed value of a non-empty raw (percent-decoded) value, ABSENT for an all-empty list,
 * TOO_MANY for a list past the SPEC §9 limit, or undefined when it does not parse — then
 * `fieldValueError` says why.
 */
export const readFieldValue = (field: SearchField, raw: string): unknown => {
  switch (field.type) {
    case 'text':
      // SPEC §3: in job-situation values, plus signs are turned back into spaces.
      return field.plusIsSpace && raw.indexOf('+') !== -1 ? raw.replaceAll('+', ' ') : raw;
    case 'bool':
      // SPEC §3, §5: booleans are written 1 or 0, nothing else.
      return raw === '1' ? true : raw === '0' ? false : undefined;
    case 'number':
      return parseDecimal(raw);
    case 'date':
      return readDate(raw);
    case 'enum':
      return field.values!.has(raw) ? raw : undefined;
    case 'date-list':
      return readList(raw, readDate);
    case 'number-list':
      return readList(raw, parseDecimal);
  }
};

const failure = (
  kind: SearchDataError['kind'],
  key: string,
  value: string,
  target: string,
): SearchDataError => ({
  kind,
  key,
  value,
  // SPEC §5: the message word for word, including "Couldnt".
  message: `Couldnt parse value: ${value} to ${target}`,
});

const firstBadItem = (raw: string, isGood: (item: string) => boolean): string =>
  raw.split(',').find((item) => item !== '' && !isGood(item)) ?? raw;

const dateFailure = (key: string, value: string): SearchDataError =>
  isIsoDate(value)
    ? { kind: 'search-data/date-range', key, value, message: DATE_RANGE_MESSAGE }
    : failure('search-data/date', key, value, 'date');

/** The error for a raw value on which `readFieldValue` gave undefined. */
export const fieldValueError = (field: SearchField, raw: string): SearchDataError => {
  switch (field.type) {
    case 'bool':
      return failure('search-data/boolean', field.key, raw, 'boolean');
    case 'date':
      return dateFailure(field.key, raw);
    case 'date-list':
      return dateFailure(field.key, firstBadItem(raw, isGoodDate));
    case 'number-list': {
      const bad = firstBadItem(raw, (item) => parseDecimal(item) !== undefined);
      return failure('search-data/number', field.key, bad, 'number');
    }
    case 'enum':
      return failure('search-data/enum', field.key, raw, field.field);
    default:
      return failure('search-data/number', field.key, raw, 'number');
  }
};
