import type { Command } from 'commander';
import { formatEuroFigure } from '../../domain/format/figure';
import { ruerupTaxSaving } from '../../domain/tax/ruerup';
import type { CliServices } from '../cli-services';
import { examples, jsonOption } from '../options';
import { amountLines, printJson, printLines } from '../output';
import { parseEuroOption, resolveTaxYear, taxYearOption } from '../tax-options';

/** `rente ruerup`: the yearly tax saving of a Basisrente contribution (§ 10 Abs. 3 EStG). */
export const registerRuerupCommand = (program: Command, svc: CliServices): void => {
  program
    .command('ruerup')
    .description(
      'Rürup (Basisrente): deductible contribution and income tax saving for a gross income; ' +
        'zvE estimated as gross − 1,230 € (employees) − employee pension share − 36 €',
    )
    .requiredOption('--gross <euros>', 'yearly gross wage or profit', parseEuroOption)
    .requiredOption('--contribution <euros>', 'yearly Basisrente contribution', parseEuroOption)
    .option('--employee', 'employee in the statutory pension insurance (lowers the Höchstbetrag)')
    .option('--married', 'joint assessment: doubled Höchstbetrag and splitting')
    .addOption(taxYearOption())
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente ruerup --gross 60000 --contribution 10000',
        'rente ruerup --gross 80000 --contribution 6000 --employee --married --year 2025 --json',
      ),
    )
    .action(
      (options: {
        gross: number;
        contribution: number;
        employee?: boolean;
        married?: boolean;
        year?: string;
        json?: boolean;
      }) => {
        const year = resolveTaxYear(svc, options.year);
        const result = ruerupTaxSaving({
          gross: options.gross,
          contribution: options.contribution,
          employee: options.employee === true,
          married: options.married === true,
          year,
        });
        if (options.json) return printJson(svc, result);
        printLines(svc, [
          `Basisrente ${year}, ${options.employee ? 'Arbeitnehmer' : 'Selbstständig'}${options.married ? ', verheiratet' : ''}`,
          ...amountLines([
            ['Höchstens abziehbar', formatEuroFigure(result.maximumDeductible)],
            ['Abziehbar', formatEuroFigure(result.deductible)],
            ['Steuerersparnis', formatEuroFigure(result.taxSaving)],
          ]),
          'Steuerersparnis: Einkommensteuer ohne Solidaritätszuschlag und Kirchensteuer.',
        ]);
      },
    );
};
