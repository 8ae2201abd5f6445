import type { Command } from 'commander';
import { inBerlin } from '../../domain/calendar/berlin';
import { DATE_RANGE_MESSAGE, isInDateRange } from '../../domain/calendar/date-range';
import { insuranceStartFor } from '../../domain/insurance-start/insurance-start';
import type { ProductType } from '../../domain/products/product-type';
import { resolveNow, type TimeOptions } from '../arguments';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { examples, jsonOption, nowOption, productOption, todayOption } from '../options';
import { printJson, printLines, table } from '../output';

/** `rente insurance-start`: the earliest insurance start offered now (SPEC §4). */
export const registerInsuranceStartCommand = (program: Command, svc: CliServices): void => {
  program
    .command('insurance-start')
    .description('the insurance start date the comparison offers at a moment, per product')
    .addOption(productOption('schicht3'))
    .addOption(todayOption())
    .addOption(nowOption())
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente insurance-start',
        'rente insurance-start --product ruerup --now 2026-12-30T20:59 --json',
      ),
    )
    .action((options: TimeOptions & { product: ProductType; json?: boolean }) => {
      const now = resolveNow(svc, options);
      const start = insuranceStartFor(now, options.product);
      // A start in late 9999 falls in year 10000: outside the one date range as well.
      if (!isInDateRange(start.insuranceStart)) throw new CliFailure(DATE_RANGE_MESSAGE);
      const json = {
        now: inBerlin(now).toString({ timeZoneName: 'never', smallestUnit: 'second' }),
        productType: options.product,
        insuranceStart: start.insuranceStart.toString(),
        yearEndPeriod: start.yearEndPeriod !== null,
        yearEndPeriodEnds: start.yearEndPeriod?.ends.toString() ?? null,
      };
      if (options.json) return printJson(svc, json);
      const ends = start.yearEndPeriod
        ? `yes, until ${inBerlin(start.yearEndPeriod.ends).toString({ timeZoneName: 'never', smallestUnit: 'minute' })} (Europe/Berlin, exclusive)`
        : 'no';
      printLines(
        svc,
        table(
          svc,
          ['', ''],
          [
            ['now', json.now],
            ['product', json.productType],
            ['insurance start', json.insuranceStart],
            ['year-end period', ends],
          ],
        ).slice(1),
      );
    });
};
