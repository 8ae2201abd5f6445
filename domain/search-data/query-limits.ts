import { QUERY_PARSER_LIMITS } from '../http/limits';
import type { SearchDataError } from './search-data';

/** SPEC §9 query-string parser limits, enforced by the codec. */
export const {
  parameterLimit: PARAMETER_LIMIT,
  depth: DEPTH_LIMIT,
  arrayLimit: LIST_LIMIT,
} = QUERY_PARSER_LIMITS;

export const QUERY_LIMIT_MESSAGES = {
  parameters: 'Die Suchanfrage darf höchstens 1.000 Parameter enthalten.',
  depth: 'Ein Parameter der Suchanfrage darf höchstens 5 Ebenen tief verschachtelt sein.',
  list: 'Eine Liste der Suchanfrage darf höchstens 20 Einträge enthalten.',
} as const;

/** The nesting depth of a key as qs reads it: one level per '[' (`a[b][c]` is 2 deep). */
export const keyDepth = (key: string): number => {
  let depth = 0;
  for (let i = key.indexOf('['); i !== -1; i = key.indexOf('[', i + 1)) depth++;
  return depth;
};

export const parameterLimitError = (key: string, value: string): SearchDataError => ({
  kind: 'search-data/parameter-limit',
  key,
  value,
  message: QUERY_LIMIT_MESSAGES.parameters,
});

export const depthError = (key: string, value: string): SearchDataError => ({
  kind: 'search-data/depth',
  key,
  value,
  message: QUERY_LIMIT_MESSAGES.depth,
});

export const listLimitError = (key: string, value: string): SearchDataError => ({
  kind: 'search-data/list-limit',
  key,
  value,
  message: QUERY_LIMIT_MESSAGES.list,
});
