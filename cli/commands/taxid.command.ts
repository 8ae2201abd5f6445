import type { Command } from 'commander';
import { normalizeTaxIdInput } from '../../domain/tax-id/normalize-tax-id-input';
import { validateTaxId } from '../../domain/tax-id/validate-tax-id';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { examples, jsonOption } from '../options';
import { paint, printJson, printLines, table } from '../output';

/** `rente taxid`: the Steuer-IdNr check (SPEC §5, § 139b AO). */
export const registerTaxIdCommand = (program: Command, svc: CliServices): void => {
  program
    .command('taxid')
    .description(
      'check German tax identification numbers (Steuer-IdNr); spaces, slashes and dots are ignored',
    )
    .argument('<id...>', 'one or more tax ids')
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples('rente taxid 86095742719', "rente taxid '86 095 742 719' 65299970480 --json"),
    )
    .action((inputs: string[], options: { json?: boolean }) => {
      const results = inputs.map((input) => {
        const result = validateTaxId(normalizeTaxIdInput(input));
        return result.ok
          ? { input, valid: true, reason: null, message: null }
          : { input, valid: false, reason: result.error.kind, message: result.error.message };
      });
      if (options.json) {
        printJson(
          svc,
          results.map(({ input, valid, reason }) => ({ input, valid, reason })),
        );
      } else {
        printLines(
          svc,
          table(
            svc,
            ['tax id', 'result'],
            results.map((r) => [
              r.input,
              r.valid ? paint(svc, 'green', 'valid') : paint(svc, 'red', `invalid: ${r.message}`),
            ]),
          ),
        );
      }
      const invalid = results.filter((r) => !r.valid);
      const first = invalid[0];
      if (first !== undefined) {
        throw new CliFailure(
          invalid.length === 1
            ? `${first.input}: ${first.message}`
            : `${invalid.length} of ${results.length} tax ids are invalid`,
        );
      }
    });
};
