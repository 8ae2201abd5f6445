import type { Command } from 'commander';
import { checkBirthday } from '../../domain/age/check-birthday';
import { parseBirthdayInput } from '../../domain/age/german-date';
import type { ProductType } from '../../domain/products/product-type';
import { resolveToday, type TimeOptions } from '../arguments';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { examples, jsonOption, productOption, todayOption } from '../options';
import { paint, printJson, printLines } from '../output';

/** `rente birthday`: the birth-date check of the entry form (SPEC §5). */
export const registerBirthdayCommand = (program: Command, svc: CliServices): void => {
  program
    .command('birthday')
    .description(
      'check a birth date as the entry form does: format, minimum age 18, maximum age 62 (80 for sofort)',
    )
    .argument('<date>', 'YYYY-MM-DD or DD.MM.YYYY')
    .addOption(productOption('schicht3'))
    .addOption(todayOption())
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente birthday 12.04.1985',
        'rente birthday 1950-01-01 --product sofort --today 2026-11-22 --json',
      ),
    )
    .action((input: string, options: TimeOptions & { product: ProductType; json?: boolean }) => {
      const today = resolveToday(svc, options);
      const check = checkBirthday(parseBirthdayInput(input), options.product, today);
      const valid = check.state !== 'invalid';
      const json = {
        input,
        valid,
        reason: check.state === 'invalid' ? check.reason : null,
        message: check.state === 'invalid' ? check.message : null,
        age: check.state === 'valid' ? check.age : null,
      };
      if (options.json) printJson(svc, json);
      else if (valid) {
        const age = json.age === null ? 'no birth date entered' : `age ${json.age}`;
        printLines(svc, [
          `${paint(svc, 'green', 'valid')} (${age} on ${today.toString()}, ${options.product})`,
        ]);
      }
      if (check.state === 'invalid') throw new CliFailure(check.message);
    });
};
