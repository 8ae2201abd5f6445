import type { Command } from 'commander';
import { formatEuroFigure, formatPercentFigure } from '../../domain/format/figure';
import type { StateCode } from '../../domain/holidays/state';
import { churchTaxRate } from '../../domain/tax/church-tax';
import { assessTax, inWholeEuros } from '../../domain/tax/tax-assessment';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { examples, jsonOption, stateCodeOption } from '../options';
import { amountLines, printJson, printLines } from '../output';
import { readEuroAmount, resolveTaxYear, taxYearOption } from '../tax-options';

/** `rente tax`: income tax, Soli and church tax on a taxable income (§ 32a EStG, SolZG). */
export const registerTaxCommand = (program: Command, svc: CliServices): void => {
  program
    .command('tax')
    .description(
      'income tax (§ 32a EStG, splitting when married), Solidaritätszuschlag and Kirchensteuer on a taxable income, in whole euros',
    )
    .argument('<taxable-income>', 'zu versteuerndes Einkommen in euros, e.g. 50000 or 50000,50')
    .addOption(taxYearOption())
    .option('--married', 'joint assessment with the Splittingverfahren')
    .addOption(
      stateCodeOption('--church-tax-state <code>', 'pay Kirchensteuer at the rate of this state'),
    )
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente tax 50000 --year 2025',
        'rente tax 120000 --married --church-tax-state by --json',
      ),
    )
    .action(
      (
        input: string,
        options: { year?: string; married?: boolean; churchTaxState?: StateCode; json?: boolean },
      ) => {
        const taxableIncome = readEuroAmount(input);
        if (taxableIncome === null) {
          throw new CliFailure(
            `invalid taxable income '${input}' (expected euros like 50000 or 50000,50)`,
          );
        }
        const year = resolveTaxYear(svc, options.year);
        // The law rounds the income tax to whole euros and Soli and church tax to cents; the
        // calculator shows every amount in whole euros, cents dropped (inWholeEuros).
        const result = inWholeEuros(
          assessTax(taxableIncome, year, {
            married: options.married === true,
            churchTaxState: options.churchTaxState,
          }),
        );
        if (options.json) return printJson(svc, result);
        const state = options.churchTaxState;
        const churchLabel =
          state === undefined
            ? 'Kirchensteuer'
            : `Kirchensteuer (${formatPercentFigure(churchTaxRate(state))}, ${state})`;
        printLines(svc, [
          `Steuerjahr ${year}, ${options.married ? 'Splittingtarif' : 'Grundtarif'}, zu versteuerndes Einkommen ${formatEuroFigure(result.taxableIncome)}`,
          ...amountLines([
            ['Einkommensteuer', formatEuroFigure(result.incomeTax)],
            ['Solidaritätszuschlag', formatEuroFigure(result.solidaritySurcharge)],
            [churchLabel, formatEuroFigure(result.churchTax)],
            ['Summe', formatEuroFigure(result.total)],
          ]),
        ]);
      },
    );
};
