import { type Command, InvalidArgumentError, Option } from 'commander';
import { berlinDateOf } from '../../domain/calendar/berlin';
import { formatEuroFigure, formatPercentFigure } from '../../domain/format/figure';
import { STATE_CODES, type StateCode } from '../../domain/holidays/state';
import { churchTaxRate } from '../../domain/tax/church-tax';
import { assessTax, inWholeEuros } from '../../domain/tax/tax-assessment';
import { clampTaxYear, TAX_YEARS, type TaxYear } from '../../domain/tax/tax-year';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { examples, jsonOption } from '../options';
import { printJson, printLines } from '../output';

const EURO_AMOUNT = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/** Euros typed as 50000, 50000.5 or 50000,50 (no thousands separators, no sign), or null. */
export const readEuroAmount = (input: string): number | null =>
  EURO_AMOUNT.test(input.trim()) ? Number(input.trim().replace(',', '.')) : null;

/** Commander parser for an amount option: a usage error when malformed. */
export const parseEuroOption = (input: string): number => {
  const amount = readEuroAmount(input);
  if (amount === null) {
    throw new InvalidArgumentError(
      'expected euros without sign or thousands separators (50000,50)',
    );
  }
  return amount;
};

/** --year: one of the supported tax years. */
export const taxYearOption = (): Option =>
  new Option(
    '--year <year>',
    'tax year (default: the current year in Europe/Berlin, clamped to 2024–2026)',
  ).choices(TAX_YEARS.map(String));

/** The year a calculator answers for: --year, else the Berlin calendar year of the clock, clamped. */
export const resolveTaxYear = (svc: CliServices, year: string | undefined): TaxYear =>
  clampTaxYear(year === undefined ? berlinDateOf(svc.clock.now()).year : Number(year));

/** One aligned "label  amount" line per row; amounts right-aligned. */
export const amountLines = (rows: readonly (readonly [string, string])[]): string[] => {
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const amountWidth = Math.max(...rows.map(([, amount]) => amount.length));
  return rows.map(
    ([label, amount]) => `${label.padEnd(labelWidth)}  ${amount.padStart(amountWidth)}`,
  );
};

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
      new Option(
        '--church-tax-state <code>',
        'pay Kirchensteuer at the rate of this state',
      ).choices(STATE_CODES),
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
