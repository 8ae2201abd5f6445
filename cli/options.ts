import { InvalidArgumentError, Option } from 'commander';
import { DEFAULT_STATE, isStateCode, STATE_CODES, type StateCode } from '../domain/holidays/state';
import { PRODUCT_TYPES } from '../domain/products/product-type';
import { parseNowOption, parseTodayOption } from './arguments';

/** The options several commands share, built fresh for each command. */
export const jsonOption = (): Option => new Option('--json', 'print one JSON document on stdout');

/** A state's two-letter code in any case: support staff type „BY“ as often as „by“. */
const stateCodeOf = (value: string): StateCode => {
  const code = value.trim().toLowerCase();
  if (!isStateCode(code)) {
    throw new InvalidArgumentError(`Allowed choices are ${STATE_CODES.join(', ')}.`);
  }
  return code;
};

/** An option naming a federal state (its choices listed in --help, any case accepted). */
export const stateCodeOption = (flags: string, description: string): Option =>
  new Option(flags, description).choices(STATE_CODES).argParser(stateCodeOf);

export const stateOption = (): Option =>
  stateCodeOption('--state <code>', 'federal state (two-letter code)').default(DEFAULT_STATE);

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
