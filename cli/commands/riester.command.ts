import { type Command, InvalidArgumentError, Option } from 'commander';
import { PUBLIC_SUPPORT_ELIGIBILITY_LABELS } from '../../domain/application/public-support';
import { formatEuroFigure } from '../../domain/format/figure';
import { JOB_SITUATIONS, type JobSituation } from '../../domain/products/job-situation';
import { riesterSubsidy } from '../../domain/tax/riester-subsidy';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { examples, jsonOption } from '../options';
import { amountLines, printJson, printLines } from '../output';
import { parseEuroOption, resolveTaxYear, taxYearOption } from '../tax-options';

/** `--children 2010,2015`: the children's birth years. */
export const parseBirthYears = (input: string): number[] => {
  const years = input.split(',').map((y) => y.trim());
  if (years.some((y) => !/^\d{4}$/.test(y))) {
    throw new InvalidArgumentError('expected birth years as a comma list (2010,2015)');
  }
  return years.map(Number);
};

/** `--age 24`: the age at the start of the contribution year. */
export const parseAge = (input: string): number => {
  if (!/^\d{1,3}$/.test(input) || Number(input) > 130) {
    throw new InvalidArgumentError('expected an age in whole years (0 to 130)');
  }
  return Number(input);
};

interface RiesterOptions {
  gross: number;
  married?: boolean;
  children?: number[];
  age?: number;
  contribution?: number;
  year?: string;
  jobSituation: JobSituation;
  publicInsurance: boolean;
  spouseJobSituation: JobSituation;
  spousePublicInsurance?: boolean;
  json?: boolean;
}

/** `rente riester`: allowances, Mindesteigenbeitrag and Günstigerprüfung (§§ 10a, 79–86 EStG). */
export const registerRiesterCommand = (program: Command, svc: CliServices): void => {
  program
    .command('riester')
    .description(
      'Riester: eligibility, allowances, Mindesteigenbeitrag, the cut for paying less and the extra ' +
        'tax benefit of the Günstigerprüfung. Married: the spouse has an own contract; by default ' +
        'the spouse is mittelbar eligible (not insured), so both Grundzulagen count.',
    )
    .requiredOption(
      '--gross <euros>',
      "last year's gross income subject to pension contributions (also taken as this year's income)",
      parseEuroOption,
    )
    .option('--married', 'married, joint assessment; the spouse has an own Riester contract')
    .option('--children <years>', 'birth years of the children with Kinderzulage', parseBirthYears)
    .option(
      '--age <n>',
      'age at the start of the contribution year (Berufseinsteigerbonus < 25)',
      parseAge,
    )
    .option(
      '--contribution <euros>',
      'own yearly contribution (default: the Mindesteigenbeitrag)',
      parseEuroOption,
    )
    .addOption(taxYearOption())
    .addOption(
      new Option('--job-situation <situation>', 'job situation of the saver')
        .choices(JOB_SITUATIONS)
        .default('Angestellter'),
    )
    .option('--no-public-insurance', 'the saver is not in the statutory pension insurance')
    .addOption(
      new Option('--spouse-job-situation <situation>', 'job situation of the spouse')
        .choices(JOB_SITUATIONS)
        .default('Nicht oder geringfügig Erwerbstätiger'),
    )
    .option('--spouse-public-insurance', 'the spouse is in the statutory pension insurance')
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente riester --gross 60000 --married --children 2010 --contribution 1200',
        'rente riester --gross 30000 --age 23 --json',
      ),
    )
    .action((options: RiesterOptions) => {
      const year = resolveTaxYear(svc, options.year);
      const result = riesterSubsidy({
        saver: { jobSituation: options.jobSituation, hasPublicInsurance: options.publicInsurance },
        spouse: options.married
          ? {
              jobSituation: options.spouseJobSituation,
              hasPublicInsurance: options.spousePublicInsurance === true,
            }
          : undefined,
        gross: options.gross,
        year,
        childBirthYears: options.children ?? [],
        ageAtStartOfYear: options.age,
        ownContribution: options.contribution,
      });
      if (!result.ok) throw new CliFailure(result.error.message);
      const r = result.value;
      const json = {
        eligibility: r.eligibility,
        basicAllowance: r.basicAllowance,
        childAllowances: r.childAllowances,
        starterBonus: r.starterBonus,
        minimumOwnContribution: r.minimumOwnContribution,
        allowancesPaid: r.allowancesPaid,
        taxBenefit: r.taxBenefit,
      };
      if (options.json) return printJson(svc, json);
      printLines(svc, [
        `Riester ${year}: ${PUBLIC_SUPPORT_ELIGIBILITY_LABELS[r.eligibility]}`,
        ...amountLines([
          ['Grundzulage', formatEuroFigure(r.basicAllowance)],
          ['Kinderzulagen', formatEuroFigure(r.childAllowances)],
          ['Berufseinsteigerbonus', formatEuroFigure(r.starterBonus)],
          ['Mindesteigenbeitrag', formatEuroFigure(r.minimumOwnContribution)],
          ['Zulagen gezahlt', formatEuroFigure(r.allowancesPaid)],
          ['Steuervorteil über die Zulagen hinaus', formatEuroFigure(r.taxBenefit)],
        ]),
      ]);
    });
};
