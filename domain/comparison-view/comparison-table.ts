import { germanDateOfIso } from '../calendar/calendar-day';
import type { TariffDetails } from '../comparison/tariff-details';
import { formatPrice } from '../format/price';
import { resultPresentationOf } from '../result-view/result-presentation';
import type { CheckResult, SustainabilityCheckResult } from '../tariffs/check-result';
import { TARIFF_FEATURE_NAMES } from '../tariffs/features';
import { gradeLabel } from '../tariffs/grade';
import { assumedReturnText } from './assumption-texts';
import { type Better, markRow } from './difference';
import {
  CHECK_RESULT_TEXTS,
  checkResultRank,
  contributionText,
  percentPointsText,
  wholePercentText,
} from './figure-texts';

export interface ComparisonCell {
  readonly text: string;
  readonly best: boolean;
  /** Feature rows: the check result the icon shows. */
  readonly result?: CheckResult | SustainabilityCheckResult;
}

export interface ComparisonTableRow {
  readonly label: string;
  readonly differs: boolean;
  readonly cells: readonly ComparisonCell[];
}

export interface ComparisonSection {
  readonly heading: string;
  readonly rows: readonly ComparisonTableRow[];
}

interface RowSpec {
  readonly label: string;
  readonly better: Better;
  readonly value: (d: TariffDetails) => number | string | null;
  readonly text: (d: TariffDetails) => string;
}

const money = (
  label: string,
  better: Better,
  pick: (d: TariffDetails) => number | null,
): RowSpec => ({
  label,
  better,
  value: pick,
  text: (d) => {
    const v = pick(d);
    return v === null ? '–' : formatPrice(v);
  },
});

const rowOf = (spec: RowSpec, tariffs: readonly TariffDetails[]): ComparisonTableRow => {
  const marks = markRow(tariffs.map(spec.value), spec.better);
  return {
    label: spec.label,
    differs: marks.differs,
    cells: tariffs.map((d, i) => ({ text: spec.text(d), best: marks.best.includes(i) })),
  };
};

const CONTRIBUTION: RowSpec = {
  label: 'Beitrag',
  better: null,
  value: (d) => contributionText(d.row),
  text: (d) => contributionText(d.row),
};

const CAPITAL_LABEL = 'Kapital zum Rentenbeginn';
const ALLOWANCE_LABELS: readonly string[] = ['Staatliche Zulagen', 'Eingezahlt insgesamt'];

const BENEFITS: readonly RowSpec[] = [
  CONTRIBUTION,
  money('Garantierte Rente (mtl.)', 'higher', (d) => d.row.guaranteedPension),
  money('Mögliche Rente (mtl.)', 'higher', (d) => d.row.projectedPension),
  money(CAPITAL_LABEL, 'higher', (d) => d.row.capitalAtRetirement),
  money('Garantiertes Kapital', 'higher', (d) => d.row.guaranteedCapital),
  {
    label: 'Annahme für die mögliche Rente',
    better: null,
    value: (d) => assumedReturnText(d.projection.assumedReturns),
    text: (d) => assumedReturnText(d.projection.assumedReturns),
  },
  money('Eigene Beiträge', null, (d) => d.projection.ownContributions),
  money('Staatliche Zulagen', null, (d) => d.projection.allowances),
  money('Eingezahlt insgesamt', null, (d) => d.projection.paidIn),
  {
    label: 'Beitragsgarantie',
    better: null,
    value: (d) => d.projection.beitragsGarantie,
    text: (d) => wholePercentText(d.projection.beitragsGarantie),
  },
  money('Rentenfaktor garantiert', 'higher', (d) => d.projection.rentenfaktor?.guaranteed ?? null),
  money('Rentenfaktor aktuell', 'higher', (d) => d.projection.rentenfaktor?.current ?? null),
  {
    label: 'Rentenbeginn',
    better: null,
    value: (d) => d.pensionStart,
    text: (d) => germanDateOfIso(d.pensionStart),
  },
  {
    label: 'Note',
    better: 'lower',
    value: (d) => d.row.grade,
    text: (d) => gradeLabel(d.row.grade),
  },
];

const COSTS: readonly RowSpec[] = [
  {
    label: 'Effektivkosten',
    better: 'lower',
    value: (d) => d.row.effectiveCosts,
    text: (d) => percentPointsText(d.row.effectiveCosts),
  },
  money('Abschlusskosten', 'lower', (d) => d.costBreakdown.acquisition),
  money('Verwaltungskosten', 'lower', (d) => d.costBreakdown.administration),
  money('Fondskosten', 'lower', (d) => d.costBreakdown.fundCosts),
  money('Kosten insgesamt', 'lower', (d) => d.costBreakdown.total),
];

const featureRows = (tariffs: readonly TariffDetails[]): ComparisonTableRow[] =>
  TARIFF_FEATURE_NAMES.map((name) => {
    const lines = tariffs.map((d) => d.features.find((f) => f.name === name));
    const results = lines.map((l) => l?.result ?? 'noData');
    const marks = markRow(
      results.map((r) => checkResultRank(r)),
      'higher',
    );
    return {
      label: lines.find((l) => l !== undefined)?.label ?? name,
      // A different result differs even when neither says more (no data vs. not relevant).
      differs: results.some((r) => r !== results[0]),
      cells: results.map((result, i) => ({
        text: CHECK_RESULT_TEXTS[result],
        best: marks.best.includes(i),
        result,
      })),
    };
  });

/**
 * The benefit rows the compared tariffs have: a Sofortrente has no capital at pension start and
 * no saving phase to guarantee (result-presentation.ts); the allowance rows only when a tariff
 * gets allowances (Riester), else "Eigene Beiträge" already says what was paid in.
 */
const benefitSpecs = (tariffs: readonly TariffDetails[]): readonly RowSpec[] => {
  const presentation = resultPresentationOf(tariffs[0]?.productType);
  const withAllowances = tariffs.some((d) => d.projection.allowances > 0);
  return BENEFITS.filter(
    (spec) =>
      (presentation.showsCapital || spec.label !== CAPITAL_LABEL) &&
      (presentation.showsBeitragsGarantie || spec.label !== 'Beitragsgarantie') &&
      (withAllowances || !ALLOWANCE_LABELS.includes(spec.label)),
  );
};

/** The side-by-side table: Leistungen, Kosten, Merkmale, each row marked where tariffs differ. */
export const comparisonTable = (tariffs: readonly TariffDetails[]): ComparisonSection[] => [
  { heading: 'Leistungen', rows: benefitSpecs(tariffs).map((s) => rowOf(s, tariffs)) },
  { heading: 'Kosten', rows: COSTS.map((s) => rowOf(s, tariffs)) },
  { heading: 'Merkmale', rows: featureRows(tariffs) },
];
