import { type Command, InvalidArgumentError } from 'commander';
import type { ComparisonRow } from '../../domain/comparison/comparison-row';
import type { SearchWishes } from '../../domain/comparison/search-wishes';
import { assumedReturnText } from '../../domain/comparison-view/assumption-texts';
import { contributionText, percentPointsText } from '../../domain/comparison-view/figure-texts';
import { wishMismatchText, wishNoticeText } from '../../domain/comparison-view/wish-texts';
import { formatGrade } from '../../domain/format/grade';
import { formatPrice } from '../../domain/format/price';
import { PAY_IN_MORE_MESSAGES } from '../../domain/pay-in-more/pay-in-more-amount';
import { resolveNow } from '../arguments';
import type { CliServices } from '../cli-services';
import { examples, jsonOption, nowOption, todayOption } from '../options';
import { printJson, printLines, table } from '../output';
import {
  catalogueOption,
  comparisonOf,
  failureOf,
  type SearchCommandOptions,
} from '../search-options';

const parseTop = (input: string): number => {
  if (!/^[1-9]\d{0,5}$/.test(input)) throw new InvalidArgumentError('expected a whole number ≥ 1');
  return Number(input);
};

/** One row of the `rente compare --json` document, euros and percent as numbers. */
export type CompareJsonRow = Pick<
  ComparisonRow,
  | 'tariffId'
  | 'insurerId'
  | 'insurerName'
  | 'tariffName'
  | 'monthlyContribution'
  | 'yearlyContribution'
  | 'guaranteedPension'
  | 'projectedPension'
  | 'assumedReturns'
  | 'capitalAtRetirement'
  | 'effectiveCosts'
  | 'grade'
  | 'points'
  | 'payInError'
  | 'beitragsGarantie'
  | 'wishMismatches'
>;

/**
 * The JSON row: exactly these fields, in this order. A yearly payer's row adds the yearly amount
 * typed (`yearlyContribution`) beside the monthly twelfth the figures are computed from.
 */
export const jsonRowOf = (row: ComparisonRow): CompareJsonRow => ({
  tariffId: row.tariffId,
  insurerId: row.insurerId,
  insurerName: row.insurerName,
  tariffName: row.tariffName,
  monthlyContribution: row.monthlyContribution,
  ...(row.yearlyContribution === undefined ? {} : { yearlyContribution: row.yearlyContribution }),
  guaranteedPension: row.guaranteedPension,
  projectedPension: row.projectedPension,
  assumedReturns: row.assumedReturns,
  capitalAtRetirement: row.capitalAtRetirement,
  effectiveCosts: row.effectiveCosts,
  grade: row.grade,
  points: row.points,
  payInError: row.payInError,
  beitragsGarantie: row.beitragsGarantie,
  wishMismatches: row.wishMismatches,
});

// Numbers line up on the right: each column padded to its widest value.
const alignRight = (rows: string[][], columns: readonly number[]): string[][] => {
  for (const c of columns) {
    const width = Math.max(...rows.map((r) => (r[c] ?? '').length));
    for (const r of rows) r[c] = (r[c] ?? '').padStart(width);
  }
  return rows;
};

const DEMO_NOTE = ' – Demodaten (fiktive Versicherer und Tarife)';

const headline = (total: number, shown: number, listed: number, demo: boolean): string => {
  const which =
    listed < shown
      ? `die ersten ${listed} von ${shown} Tarifen${shown < total ? ` (${total} vor den Filtern)` : ''}`
      : `${shown} von ${total} Tarifen`;
  return `Angezeigt: ${which}${demo ? DEMO_NOTE : ''}`;
};

const tableOf = (
  svc: CliServices,
  rows: readonly ComparisonRow[],
  wishes: SearchWishes | null,
): string[] => {
  const withErrors = rows.some((r) => r.payInError !== null);
  const withMismatches = rows.some((r) => r.wishMismatches.length > 0);
  const header = [
    'Nr.',
    'Versicherer',
    'Tarif',
    'Beitrag',
    'Garantierte Rente',
    'Prognostizierte Rente',
    'Annahme',
    'Effektivkosten',
    'Note',
    'Tarif-ID',
    ...(withErrors ? ['Hinweis'] : []),
    ...(withMismatches ? ['Ihr Wunsch'] : []),
  ];
  const cells = rows.map((r, i) => [
    `${i + 1}`,
    r.insurerName,
    r.tariffName,
    contributionText(r),
    formatPrice(r.guaranteedPension),
    formatPrice(r.projectedPension),
    assumedReturnText(r.assumedReturns).replace(/^Annahme: /, ''),
    percentPointsText(r.effectiveCosts),
    formatGrade(r.grade),
    r.tariffId,
    ...(withErrors ? [r.payInError === null ? '' : PAY_IN_MORE_MESSAGES[r.payInError]] : []),
    ...(withMismatches ? [wishMismatchText(r, wishes) ?? ''] : []),
  ]);
  return table(svc, header, alignRight(cells, [0, 3, 4, 5, 7]));
};

/** `rente compare <url-or-query>`: the result list a customer saw, from the customer's URL. */
export const registerCompareCommand = (program: Command, svc: CliServices): void => {
  program
    .command('compare')
    .description(
      'the comparison result list of a customer URL or query: filters and sort order as the ' +
        'customer had them, projected as of now (or --today/--now)',
    )
    .argument('<url-or-query>', 'the comparison URL (any host and route) or its query string')
    .option('--top <n>', 'list only the first n tariffs', parseTop)
    .addOption(catalogueOption())
    .addOption(todayOption())
    .addOption(nowOption())
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        "rente compare 'https://www.rentenkompass.de/vergleich?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150' --top 5",
        "rente compare 'pt=riester&js=Angestellter&bd=1990-01-01&pi=1&egs=45000&mp=100' --json",
      ),
    )
    .action(async (input: string, options: SearchCommandOptions & { top?: number }) => {
      const { compareQuery } = comparisonOf(svc, options);
      const answer = await compareQuery(input, resolveNow(svc, options));
      if (!answer.ok) return failureOf(answer.error);
      const { total, shown, demo, results, wishes } = answer.value;
      const listed = options.top === undefined ? results : results.slice(0, options.top);
      if (options.json) {
        return printJson(svc, { total, shown, wishes, results: listed.map(jsonRowOf) });
      }
      const notice = wishNoticeText(wishes);
      printLines(svc, [
        headline(total, shown, listed.length, demo),
        ...(notice === null ? [] : [notice]),
        ...(listed.length === 0 ? [] : tableOf(svc, listed, wishes)),
      ]);
    });
};
