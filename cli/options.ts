import { Option } from 'commander';
import { DEFAULT_STATE, STATE_CODES } from '../domain/holidays/state';
import { PRODUCT_TYPES } from '../domain/products/product-type';
import { parseNowOption, parseTodayOption } from './arguments';

/** The options several commands share, built fresh for each command. */
export const jsonOption = (): Option => new Option('--json', 'print one JSON document on stdout');

export const stateOption = (): Option =>
  new Option('--state <code>', 'federal state (lowercase two-letter code)')
    .choices(STATE_CODES)
    .default(DEFAULT_STATE);

export const productOption = (fallback?: string): Option => {
  const option = new Option('--product <productType>', 'product type').choices(PRODUCT_TYPES);
  return fallback === undefined ? option : option.default(fallback);
};

export const todayOption = (): Option =>
  new Option('--today <YYYY-MM-DD>', 'answer as if today were this date (Europe/Berlin)')
    .argParser(parseTodayOption)
    .conflicts('now');

export const nowOption = (): Option =>
  new Option('--now <YYYY-MM-DDTHH:mm>', 'answer as if it were this wall time in Europe/Berlin')
    .argParser(parseNowOption)
    .conflicts('today');

/** Help text: one example per command, shown after the options. */
export const examples = (...lines: string[]): string =>
  `\nExample${lines.length > 1 ? 's' : ''}:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;
