import type { Command } from 'commander';
import { formatEuroFigure } from '../../domain/format/figure';
import { ruerupTaxSaving } from '../../domain/tax/ruerup';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { examples, jsonOption } from '../options';
import { amountLines, printJson, printLines } from '../output';
import { parseEuroOption, resolveTaxYear, taxYearOption } from '../tax-options';

interface RuerupOptions {
  gross: number;
  contribution: number;
  employee?: boolean;
  civilServant?: boolean;
  married?: boolean;
  spouseGross?: number;
  spouseEmployee?: boolean;
  spouseCivilServant?: boolean;
  year?: string;
  json?: boolean;
}

const workText = (employee: boolean | undefined, civilServant: boolean | undefined): string =>
  civilServant ? 'Beamter' : employee ? 'Arbeitnehmer' : 'Selbstständig';

/** The first line: the year and who saves, with the spouse when one is given. */
const headline = (year: number, o: RuerupOptions): string => {
  const own = workText(o.employee, o.civilServant);
  const spouse =
    o.spouseGross === undefined && o.spouseEmployee !== true && o.spouseCivilServant !== true
      ? ''
      : ` (Ehepartner: ${workText(o.spouseEmployee, o.spouseCivilServant)}, ${formatEuroFigure(o.spouseGross ?? 0)})`;
  return `Basisrente ${year}, ${own}${o.married ? `, verheiratet${spouse}` : ''}`;
};

/** The usage mistakes the options allow, in German; null when there is none. */
const usageMistake = (o: RuerupOptions): string | null => {
  if (
    o.married !== true &&
    (o.spouseGross !== undefined || o.spouseEmployee || o.spouseCivilServant)
  ) {
    return '--spouse-gross, --spouse-employee und --spouse-civil-servant gelten nur mit --married (Zusammenveranlagung).';
  }
  if (o.employee && o.civilServant) {
    return '--employee und --civil-servant schließen sich aus: ein Beamter ist nicht gesetzlich rentenversichert.';
  }
  if (o.spouseEmployee && o.spouseCivilServant) {
    return '--spouse-employee und --spouse-civil-servant schließen sich aus.';
  }
  return null;
};

/** `rente ruerup`: the yearly tax saving of a Basisrente contribution (§ 10 Abs. 3 EStG). */
export const registerRuerupCommand = (program: Command, svc: CliServices): void => {
  program
    .command('ruerup')
    .description(
      'Rürup (Basisrente): deductible contribution and income tax saving for a gross income; ' +
        'zvE estimated as gross − 1,230 € (employees) − employee pension share − 36 € ' +
        '(married: both spouses, − 72 €)',
    )
    .requiredOption('--gross <euros>', 'yearly gross wage or profit', parseEuroOption)
    .requiredOption('--contribution <euros>', 'yearly Basisrente contribution', parseEuroOption)
    .option('--employee', 'employee in the statutory pension insurance (lowers the Höchstbetrag)')
    .option(
      '--civil-servant',
      'Beamter, Richter oder Berufssoldat: der Höchstbetrag sinkt um einen fiktiven ' +
        'Rentenversicherungsbeitrag (18,6 % bis zur BBG, § 10 Abs. 3 Satz 3 EStG)',
    )
    .option('--married', 'joint assessment: doubled Höchstbetrag and splitting')
    .option(
      '--spouse-gross <euros>',
      'nur mit --married: Bruttojahreseinkommen oder Gewinn des Ehepartners (zählt im gemeinsamen zvE)',
      parseEuroOption,
    )
    .option(
      '--spouse-employee',
      'nur mit --married: der Ehepartner ist Arbeitnehmer in der gesetzlichen Rentenversicherung; ' +
        'seine Beiträge (18,6 % bis zur BBG) mindern den doppelten Höchstbetrag',
    )
    .option(
      '--spouse-civil-servant',
      'nur mit --married: der Ehepartner ist Beamter, Richter oder Berufssoldat; ' +
        'sein fiktiver Beitrag mindert den doppelten Höchstbetrag',
    )
    .addOption(taxYearOption())
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente ruerup --gross 60000 --contribution 10000',
        'rente ruerup --gross 80000 --contribution 6000 --employee --married --year 2025 --json',
        'rente ruerup --gross 50000 --contribution 10000 --employee --married --spouse-gross 40000 --spouse-employee',
        'rente ruerup --gross 60000 --contribution 25000 --civil-servant',
      ),
    )
    .action((options: RuerupOptions) => {
      const mistake = usageMistake(options);
      if (mistake !== null) throw new CliFailure(mistake);
      const year = resolveTaxYear(svc, options.year);
      const result = ruerupTaxSaving({
        gross: options.gross,
        contribution: options.contribution,
        employee: options.employee === true,
        civilServant: options.civilServant === true,
        married: options.married === true,
        spouseGross: options.spouseGross ?? 0,
        spouseEmployee: options.spouseEmployee === true,
        spouseCivilServant: options.spouseCivilServant === true,
        year,
      });
      if (options.json) return printJson(svc, result);
      printLines(svc, [
        headline(year, options),
        ...amountLines([
          ['Höchstens abziehbar', formatEuroFigure(result.maximumDeductible)],
          ['Abziehbar', formatEuroFigure(result.deductible)],
          ['Steuerersparnis', formatEuroFigure(result.taxSaving)],
        ]),
        'Steuerersparnis: Einkommensteuer ohne Solidaritätszuschlag und Kirchensteuer.',
      ]);
    });
};
