import type { Command } from 'commander';
import { Temporal } from 'temporal-polyfill';
import { germanDateOf } from '../../domain/calendar/calendar-day';
import type { FeatureLine } from '../../domain/comparison/tariff-details';
import {
  assumedReturnText,
  riesterAllowanceText,
} from '../../domain/comparison-view/assumption-texts';
import { contributionText, percentPointsText } from '../../domain/comparison-view/figure-texts';
import { formatGrade } from '../../domain/format/grade';
import { formatPrice } from '../../domain/format/price';
import { PAY_IN_MORE_MESSAGES } from '../../domain/pay-in-more/pay-in-more-amount';
import type { TariffDetailsAnswer } from '../../ports/use-cases/tariff-details.use-case';
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

const RESULT_LABELS: Readonly<Record<FeatureLine['result'], string>> = {
  positive: 'positiv',
  negative: 'negativ',
  noData: 'keine Angaben',
  notRelevant: 'nicht relevant',
};

const germanDate = (iso: string): string => germanDateOf(Temporal.PlainDate.from(iso));

const padded = (rows: readonly (readonly [string, string])[]): string[] => {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`);
};

const figureLines = (d: TariffDetailsAnswer): string[] => {
  const { row, projection } = d;
  const factor = projection.rentenfaktor;
  return padded([
    ['Versicherungsbeginn', germanDate(d.insuranceStart)],
    ['Rentenbeginn', germanDate(d.pensionStart)],
    ['Beitrag', contributionText(row)],
    ...(projection.allowances > 0
      ? ([
          ['Eigene Beiträge', formatPrice(projection.ownContributions)],
          ['Staatliche Zulagen', formatPrice(projection.allowances)],
          ['Eingezahlt insgesamt', formatPrice(projection.paidIn)],
        ] as const)
      : ([['Eingezahlt', formatPrice(projection.paidIn)]] as const)),
    ['Beitragsgarantie', `${projection.beitragsGarantie}\u00a0%`],
    ['Garantiertes Kapital', formatPrice(row.guaranteedCapital)],
    ['Prognostiziertes Kapital', formatPrice(row.capitalAtRetirement)],
    ['Garantierte Rente', `${formatPrice(row.guaranteedPension)} mtl.`],
    ['Prognostizierte Rente', `${formatPrice(row.projectedPension)} mtl.`],
    ['Annahme', assumedReturnText(projection.assumedReturns).replace(/^Annahme: /, '')],
    ...(factor === null
      ? []
      : [
          [
            'Rentenfaktor',
            `${formatPrice(factor.guaranteed)} garantiert, ${formatPrice(factor.current)} aktuell je 10.000 €`,
          ] as const,
        ]),
    ['Effektivkosten', percentPointsText(row.effectiveCosts)],
    ['Note', formatGrade(row.grade)],
    ['Punkte', String(row.points)],
    ...(row.riesterAllowances === null
      ? []
      : ([
          ['Riester-Zulagen', riesterAllowanceText(row.riesterAllowances)],
          ['Riester-Zulagen bis Rentenbeginn', formatPrice(row.riesterAllowances.total)],
        ] as const)),
    ...(row.ruerupTaxSaving === null
      ? []
      : [['Steuerersparnis Rürup im Jahr', formatPrice(row.ruerupTaxSaving)] as const]),
    ...(row.payInError === null
      ? []
      : [['Hinweis', PAY_IN_MORE_MESSAGES[row.payInError]] as const]),
  ]);
};

const yearLines = (svc: CliServices, d: TariffDetailsAnswer): string[] => {
  const cells = d.yearTable.map((y) => [
    String(y.year),
    String(y.age),
    formatPrice(y.paidIn),
    formatPrice(y.costs),
    formatPrice(y.guaranteedCapital),
    formatPrice(y.projectedCapital),
    ...y.capitalAtModelRates.map(formatPrice),
  ]);
  const header = ['Jahr', 'Alter', 'Eingezahlt', 'Kosten', 'Garantiert', 'Prognose'];
  const all = [[...header, '0,67 %', '1,67 %', '2,67 %'], ...cells];
  // Every column right-aligned, the header with it.
  const widths = all[0]!.map((_, c) => Math.max(...all.map((r) => (r[c] ?? '').length)));
  const [head, ...rows] = all.map((r) => r.map((cell, c) => cell.padStart(widths[c] ?? 0)));
  return table(svc, head ?? [], rows);
};

const detailLines = (svc: CliServices, d: TariffDetailsAnswer): string[] => {
  const { row, costBreakdown: costs } = d;
  const demo = d.demo ? ' – Demodaten (fiktive Versicherer und Tarife)' : '';
  return [
    `${row.tariffName} – ${row.insurerName} (${row.tariffId})${demo}`,
    '',
    ...figureLines(d),
    '',
    'Verlauf je Vertragsjahr (Kapital am Jahresende; Modellrechnung nach § 154 VVG)',
    ...yearLines(svc, d),
    '',
    'Kosten bis Rentenbeginn',
    ...padded([
      ['Abschluss- und Vertriebskosten', formatPrice(costs.acquisition)],
      ['Verwaltungskosten', formatPrice(costs.administration)],
      ['Fondskosten', formatPrice(costs.fundCosts)],
      ['Summe', formatPrice(costs.total)],
    ]),
    '',
    'Merkmale',
    ...table(
      svc,
      ['Merkmal', 'Ergebnis', 'Erläuterung'],
      d.features.map((f) => [f.label, RESULT_LABELS[f.result], f.explanation]),
    ),
    '',
    'Dokumente',
    ...(d.documents.length === 0
      ? ['(keine)']
      : d.documents.map((doc) => `- ${doc.title} (${doc.fileName})`)),
    '',
    d.modelCalculationNote,
  ];
};

/** `rente tariff <id> <url-or-query>`: one tariff of the result list in detail. */
export const registerTariffCommand = (program: Command, svc: CliServices): void => {
  program
    .command('tariff')
    .description(
      'one tariff for a customer URL or query: its figures, year-by-year table, cost ' +
        'breakdown, features with check results and documents',
    )
    .argument('<id>', 'the tariff id (rente compare shows it)')
    .argument('<url-or-query>', 'the comparison URL (any host and route) or its query string')
    .addOption(catalogueOption())
    .addOption(todayOption())
    .addOption(nowOption())
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        "rente tariff nordlicht-leben-privatrente-etf 'pt=schicht3&bd=1985-04-12&mp=150'",
        "rente tariff nordlicht-leben-sofortrente 'pt=sofort&bd=1960-05-01&otp=50000' --json",
      ),
    )
    .action(async (id: string, input: string, options: SearchCommandOptions) => {
      const { tariffDetailsQuery } = comparisonOf(svc, options);
      const answer = await tariffDetailsQuery(id, input, resolveNow(svc, options));
      if (!answer.ok) return failureOf(answer.error);
      if (options.json) return printJson(svc, answer.value);
      printLines(svc, detailLines(svc, answer.value));
    });
};
