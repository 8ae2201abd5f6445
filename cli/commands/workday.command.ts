import type { Command } from 'commander';
import { DATE_RANGE_MESSAGE } from '../../domain/calendar/date-range';
import type { OptionalHolidayKey } from '../../domain/holidays/holiday-key';
import { STATE_NAMES, type StateCode } from '../../domain/holidays/state';
import {
  addWorkdays,
  countWorkdays,
  nextWorkday,
  workdayInfo,
} from '../../domain/holidays/workdays';
import { dateArgument, parseInteger } from '../arguments';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { withOption } from '../holiday-options';
import { examples, jsonOption, stateOption } from '../options';
import { paint, printJson, printLines } from '../output';
import { dayLabel } from '../weekday';

interface WorkdayOptions {
  readonly state: StateCode;
  readonly with?: OptionalHolidayKey[];
  readonly json?: boolean;
}

const calendarOf = (options: WorkdayOptions): { with: OptionalHolidayKey[] } => ({
  with: options.with ?? [],
});

/** Runs a calendar computation; leaving the date range (1583–9999) is invalid input, not a crash. */
const withinCalendar = <T>(compute: () => T): T => {
  try {
    return compute();
  } catch (e) {
    if (e instanceof RangeError) {
      throw new CliFailure(DATE_RANGE_MESSAGE);
    }
    throw e;
  }
};

/** Adds the options every workday command shares. */
const withCalendarOptions = (command: Command): Command =>
  command.addOption(stateOption()).addOption(withOption()).addOption(jsonOption());

/** `rente workday` and `rente workdays next|add|count`. */
export const registerWorkdayCommands = (program: Command, svc: CliServices): void => {
  withCalendarOptions(
    program
      .command('workday')
      .description('tell whether a date is a workday (Monday to Friday, not a public holiday)')
      .argument('<date>', 'YYYY-MM-DD or DD.MM.YYYY'),
  )
    .addHelpText(
      'after',
      examples('rente workday 2026-12-24', 'rente workday 2026-11-18 --state sn --json'),
    )
    .action((input: string, options: WorkdayOptions) => {
      const date = dateArgument(input);
      const info = withinCalendar(() => workdayInfo(date, options.state, calendarOf(options)));
      const json = {
        date: date.toString(),
        state: options.state,
        workday: info.workday,
        reason: info.reason,
        holiday: info.holiday?.name ?? null,
      };
      if (options.json) return printJson(svc, json);
      const where = `in ${STATE_NAMES[options.state]} (${options.state})`;
      const verdict = info.workday
        ? paint(svc, 'green', 'workday')
        : paint(
            svc,
            'red',
            `no workday: ${info.reason === 'weekend' ? 'weekend' : 'public holiday'}`,
          );
      const holiday = info.holiday === null ? '' : ` — ${info.holiday.name}`;
      printLines(svc, [`${dayLabel(date)} ${where}: ${verdict}${holiday}`]);
    });

  const workdays = program
    .command('workdays')
    .description('next workday, add workdays, count workdays');

  withCalendarOptions(
    workdays
      .command('next')
      .description('the first workday after the date')
      .argument('<date>', 'YYYY-MM-DD or DD.MM.YYYY'),
  )
    .addHelpText('after', examples('rente workdays next 2026-12-24'))
    .action((input: string, options: WorkdayOptions) => {
      const date = withinCalendar(() =>
        nextWorkday(dateArgument(input), options.state, calendarOf(options)),
      );
      if (options.json) return printJson(svc, { date: date.toString() });
      printLines(svc, [dayLabel(date)]);
    });

  withCalendarOptions(
    workdays
      .command('add')
      .description('count n workdays after the date (before it for negative n)')
      .argument('<date>', 'YYYY-MM-DD or DD.MM.YYYY')
      .argument('<n>', 'number of workdays, may be negative', parseInteger),
  )
    .addHelpText(
      'after',
      examples('rente workdays add 2026-12-24 3', 'rente workdays add 2026-12-24 -3 --json'),
    )
    .action((input: string, n: number, options: WorkdayOptions) => {
      const date = withinCalendar(() =>
        addWorkdays(dateArgument(input), n, options.state, calendarOf(options)),
      );
      if (options.json) return printJson(svc, { date: date.toString() });
      printLines(svc, [dayLabel(date)]);
    });

  withCalendarOptions(
    workdays
      .command('count')
      .description('count the workdays from one date to another, both inclusive')
      .argument('<from>', 'YYYY-MM-DD or DD.MM.YYYY')
      .argument('<to>', 'YYYY-MM-DD or DD.MM.YYYY'),
  )
    .addHelpText('after', examples('rente workdays count 2026-12-01 2026-12-31 --state be'))
    .action((fromInput: string, toInput: string, options: WorkdayOptions) => {
      const count = withinCalendar(() =>
        countWorkdays(
          dateArgument(fromInput),
          dateArgument(toInput),
          options.state,
          calendarOf(options),
        ),
      );
      if (options.json) return printJson(svc, { count });
      printLines(svc, [String(count)]);
    });
};
