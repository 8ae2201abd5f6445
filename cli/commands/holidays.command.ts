import { type Command, InvalidArgumentError } from 'commander';
import { DATE_RANGE_MESSAGE, isYearInDateRange } from '../../domain/calendar/date-range';
import { holidaysOf } from '../../domain/holidays/calendar';
import type { OptionalHolidayKey } from '../../domain/holidays/holiday-key';
import type { StateCode } from '../../domain/holidays/state';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { withOption } from '../holiday-options';
import { examples, jsonOption, stateOption } from '../options';
import { printJson, printLines, table } from '../output';
import { dayLabel } from '../weekday';

const MAX_SPAN = 1000;

/** `2026` or `2026..2030` → the years; malformed: a usage error; outside 1583–9999: exit 1. */
export const parseYearRange = (input: string): { from: number; to: number } => {
  const m = /^(\d{4})(?:\.\.(\d{4}))?$/.exec(input);
  if (m === null)
    throw new InvalidArgumentError('expected a year (2026) or a range of years (2026..2030)');
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  if (!isYearInDateRange(from) || !isYearInDateRange(to)) throw new CliFailure(DATE_RANGE_MESSAGE);
  if (to < from) throw new InvalidArgumentError('the range must not end before it starts');
  if (to - from >= MAX_SPAN) throw new InvalidArgumentError(`at most ${MAX_SPAN} years at once`);
  return { from, to };
};

/** `rente holidays`: the public holidays of a state, in date order. */
export const registerHolidaysCommand = (program: Command, svc: CliServices): void => {
  program
    .command('holidays')
    .description('list the public holidays of a German state for a year or a range of years')
    .argument('<year | from..to>', 'a year (2026) or a range (2026..2028)', parseYearRange)
    .addOption(stateOption())
    .addOption(withOption())
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente holidays 2026',
        'rente holidays 2026..2027 --state be --json',
        'rente holidays 2026 --with christmasEve,newYearsEve',
      ),
    )
    .action(
      (
        years: { from: number; to: number },
        options: { state: StateCode; with?: OptionalHolidayKey[]; json?: boolean },
      ) => {
        const holidays = [];
        for (let year = years.from; year <= years.to; year++) {
          holidays.push(...holidaysOf(year, options.state, { with: options.with ?? [] }));
        }
        if (options.json) {
          return printJson(
            svc,
            holidays.map((h) => ({ date: h.date.toString(), key: h.key, name: h.name })),
          );
        }
        printLines(
          svc,
          table(
            svc,
            ['date', 'holiday', 'key'],
            holidays.map((h) => [dayLabel(h.date), h.name, h.key]),
          ),
        );
      },
    );
};
