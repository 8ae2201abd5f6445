import type { Command } from 'commander';
import { formatEuroFigure, formatPercentFigure } from '../../domain/format/figure';
import type { PensionGap } from '../../domain/pension-gap/pension-gap';
import type { PensionGapFormInput } from '../../domain/pension-gap/pension-gap-input';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { examples, jsonOption } from '../options';
import { amountLines, printJson, printLines } from '../output';

interface GapOptions {
  age: string;
  gross?: string;
  net: string;
  retireAt: string;
  share?: string;
  statutory?: string;
  other?: string;
  childless?: boolean;
  children?: boolean;
  json?: boolean;
}

const euros = (amount: number): string => formatEuroFigure(amount);

/** The explanation of the Rentenlückencheck in plain German, step by step. */
export const pensionGapLines = (gap: PensionGap): string[] => {
  const s = gap.statutory;
  const regular = `${gap.regularRetirementAge.years} Jahre${gap.regularRetirementAge.months > 0 ? ` ${gap.regularRetirementAge.months} Monate` : ''}`;
  const source =
    s.entgeltpunkte === null
      ? 'laut Renteninformation'
      : `${s.entgeltpunkte.toLocaleString('de-DE')} Entgeltpunkte × ${euros(s.currentPensionValue)}`;
  const a = gap.assumptions;
  return [
    `Rentenlückencheck: Rentenbeginn mit ${gap.input.retireAt} (${gap.pensionStartYear}), Regelaltersgrenze ${regular}; Beträge im Monat in heutigem Geld`,
    ...amountLines([
      [
        `Gesetzliche Rente brutto (${source}, Zugangsfaktor ${s.accessFactor.toLocaleString('de-DE')})`,
        euros(s.gross),
      ],
      ['− Kranken- und Pflegeversicherung', euros(s.healthInsurance + s.careInsurance)],
      [`− Steuern (Besteuerungsanteil ${formatPercentFigure(s.taxableShare)})`, euros(s.tax)],
      ['= Gesetzliche Rente netto', euros(s.net)],
      ['+ Weitere Einkünfte', euros(gap.input.other)],
      [`Bedarf (${formatPercentFigure(gap.input.share)} des Nettoeinkommens)`, euros(gap.need)],
      ['Rentenlücke', euros(gap.gap)],
      [`Rentenlücke bei Rentenbeginn (${gap.pensionStartYear})`, euros(gap.gapAtRetirement)],
      [
        `Benötigtes Kapital bei Rentenbeginn (bis Alter ${a.payoutUntilAge})`,
        euros(gap.capitalNeeded),
      ],
      [`Monatliche Sparrate für ${gap.yearsToRetirement} Jahre`, euros(gap.monthlySaving)],
    ]),
    `Annahmen: Inflation ${formatPercentFigure(a.inflation)} im Jahr, Verzinsung ${formatPercentFigure(a.yearlyReturn)} im Jahr, Auszahlung bis zum Alter von ${a.payoutUntilAge} Jahren. Die Werte sind eine Schätzung und keine Zusage.`,
  ];
};

/** `rente gap`: the Rentenlückencheck of the portal's page, with the same fields. */
export const registerGapCommand = (program: Command, svc: CliServices): void => {
  program
    .command('gap')
    .description(
      'Rentenlückencheck: statutory pension (Rentenformel or Renteninformation), net after ' +
        'health/care insurance and tax, the monthly gap in today’s money, the capital and the saving that close it',
    )
    .requiredOption('--age <years>', 'age today in whole years (18–62)')
    .option(
      '--gross <euros>',
      'yearly gross salary today (German amount: 45000, 45.000 or 45.000,50)',
    )
    .requiredOption('--net <euros>', 'monthly net income today')
    .requiredOption('--retire-at <age>', 'desired pension start age (63–70)')
    .option(
      '--share <percent>',
      'share of today’s net income needed in retirement (50–100, default 80)',
    )
    .option(
      '--statutory <euros>',
      'monthly Regelaltersrente from the Renteninformation (replaces the estimate)',
    )
    .option(
      '--other <euros>',
      'other monthly income in retirement after tax (company pension, rent)',
    )
    .option('--children', 'has children (one of --children and --childless is needed)')
    .option('--childless', 'no children: care insurance surcharge (§ 55 Abs. 3 SGB XI)')
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente gap --age 40 --gross 51944 --net 3000 --retire-at 67 --children',
        'rente gap --age 50 --net 2500 --retire-at 64 --statutory 1500 --share 90 --childless --json',
      ),
    )
    .action(async (options: GapOptions) => {
      if (options.children === true && options.childless === true)
        throw new CliFailure('Bitte geben Sie entweder --children oder --childless an.');
      const form: PensionGapFormInput = {
        age: options.age,
        net: options.net,
        retireAt: options.retireAt,
        // Asked, never assumed (issue 32, finding 9): without either the domain's message answers.
        childless: options.childless === true ? '1' : options.children === true ? '0' : '',
        ...(options.gross === undefined ? {} : { gross: options.gross }),
        ...(options.share === undefined ? {} : { share: options.share }),
        ...(options.statutory === undefined ? {} : { statutory: options.statutory }),
        ...(options.other === undefined ? {} : { other: options.other }),
      };
      const result = await svc.calculatePensionGap(form);
      if (!result.ok) throw new CliFailure(result.error.message);
      if (options.json) return printJson(svc, result.value);
      printLines(svc, pensionGapLines(result.value));
    });
};
