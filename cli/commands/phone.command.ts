import type { Command } from 'commander';
import { phoneSearchPatternOf } from '../../domain/phone/phone-pattern';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { examples, jsonOption } from '../options';
import { paint, printJson, printLines } from '../output';

/** `rente phone`: the search pattern support uses to find a customer's phone number (SPEC §5). */
export const registerPhoneCommand = (program: Command, svc: CliServices): void => {
  program
    .command('phone')
    .description(
      'build the search pattern for a phone number (country prefix and separators ignored)',
    )
    .argument('<number>', 'the phone number as the customer wrote it')
    .option('--full-match', 'the match must end at the end of the text, a space or a hyphen')
    .option('--test <text>', 'also tell whether this text matches')
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        "rente phone '+49 (176) 123 456-78'",
        "rente phone 017612345678 --full-match --test 'Tel. 0176/123 456 78'",
      ),
    )
    .action((input: string, options: { fullMatch?: boolean; test?: string; json?: boolean }) => {
      const search = phoneSearchPatternOf(input, { fullMatch: options.fullMatch === true });
      const pattern = search.ok ? search.value : null;
      const matches =
        options.test === undefined || pattern === null
          ? undefined
          : new RegExp(pattern).test(options.test);
      if (options.json) {
        printJson(svc, matches === undefined ? { pattern } : { pattern, matches });
      } else if (pattern !== null) {
        const lines = [pattern];
        if (matches !== undefined) {
          lines.push(
            matches ? paint(svc, 'green', 'matches') : paint(svc, 'red', 'does not match'),
          );
        }
        printLines(svc, lines);
      }
      if (!search.ok) throw new CliFailure(search.error.message);
    });
};
