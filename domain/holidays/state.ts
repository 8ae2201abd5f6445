import { isOneOf } from '../value-set';

/** The 16 federal states by their lowercase two-letter code (SPEC §9). */
export const STATE_CODES = [
  'bw',
  'by',
  'be',
  'bb',
  'hb',
  'hh',
  'he',
  'mv',
  'ni',
  'nw',
  'rp',
  'sl',
  'sn',
  'st',
  'sh',
  'th',
] as const;

export type StateCode = (typeof STATE_CODES)[number];

/** SPEC §9: Bavaria is the default holiday region. */
export const DEFAULT_STATE: StateCode = 'by';

export const isStateCode = (input: unknown): input is StateCode => isOneOf(STATE_CODES, input);

/** The official German state names. */
export const STATE_NAMES: Readonly<Record<StateCode, string>> = {
  bw: 'Baden-Württemberg',
  by: 'Bayern',
  be: 'Berlin',
  bb: 'Brandenburg',
  hb: 'Bremen',
  hh: 'Hamburg',
  he: 'Hessen',
  mv: 'Mecklenburg-Vorpommern',
  ni: 'Niedersachsen',
  nw: 'Nordrhein-Westfalen',
  rp: 'Rheinland-Pfalz',
  sl: 'Saarland',
  sn: 'Sachsen',
  st: 'Sachsen-Anhalt',
  sh: 'Schleswig-Holstein',
  th: 'Thüringen',
};
