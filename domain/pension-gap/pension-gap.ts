import { roundToCents } from '../money/cents';
import { financeGap, type GapFinancing } from './gap-financing';
import { type NetPension, netStatutoryPension } from './net-pension';
import { PENSION_GAP_ASSUMPTIONS, type PensionGapAssumptions } from './pension-gap-assumptions';
import type { PensionGapInput } from './pension-gap-input';
import { regularRetirementAgeInMonths } from './regular-retirement-age';
import { estimateStatutoryPension } from './statutory-pension-estimate';

/** The Rentenlückencheck's answer; amounts per month in € (cents), today's money unless named. */
export interface PensionGap extends GapFinancing {
  readonly input: PensionGapInput;
  readonly assumptions: PensionGapAssumptions;
  /** The Regelaltersgrenze in whole years and months (§ 235 SGB VI). */
  readonly regularRetirementAge: { readonly years: number; readonly months: number };
  readonly pensionStartYear: number;
  readonly yearsToRetirement: number;
  readonly statutory: NetPension & {
    readonly source: 'estimate' | 'renteninformation';
    readonly entgeltpunkte: number | null;
    readonly accessFactor: number;
    readonly currentPensionValue: number;
  };
  /** What is needed: the share of today's net income. */
  readonly need: number;
  /** Net statutory pension plus other income. */
  readonly income: number;
  /** need − income, never below 0, in today's money. */
  readonly gap: number;
}

/**
 * The pension gap, step by step as the Rentenlückencheck explains it: the statutory pension
 * (Rentenformel or Renteninformation, Zugangsfaktor), less health and care insurance and tax;
 * the need as a share of today's net income; the gap, raised by the assumed inflation to the
 * pension start; the capital that pays it until the assumed age and the saving that builds it.
 * The birth year is taken as `year − age` (the birthday may still come this year).
 */
export const calculatePensionGap = (
  input: PensionGapInput,
  year: number,
  assumptions: PensionGapAssumptions = PENSION_GAP_ASSUMPTIONS,
): PensionGap => {
  const regularMonths = regularRetirementAgeInMonths(year - input.age);
  const yearsToRetirement = input.retireAt - input.age;
  const pensionStartYear = year + yearsToRetirement;
  const estimate = estimateStatutoryPension({
    gross: input.gross ?? 0,
    workingYears: input.retireAt - assumptions.workStartAge,
    fromRenteninformation: input.statutory ?? undefined,
    startAgeInMonths: input.retireAt * 12,
    regularAgeInMonths: regularMonths,
    year,
  });
  const net = netStatutoryPension({
    gross: estimate.gross,
    startYear: pensionStartYear,
    year,
    childless: input.childless,
  });
  const need = roundToCents(input.net * input.share);
  const income = roundToCents(net.net + input.other);
  const gap = roundToCents(Math.max(0, need - income));
  return {
    input,
    assumptions,
    regularRetirementAge: { years: Math.floor(regularMonths / 12), months: regularMonths % 12 },
    pensionStartYear,
    yearsToRetirement,
    statutory: {
      ...net,
      source: estimate.source,
      entgeltpunkte:
        estimate.entgeltpunkte === null
          ? null
          : Math.round(estimate.entgeltpunkte * 10_000) / 10_000,
      accessFactor: estimate.accessFactor,
      currentPensionValue: estimate.currentPensionValue,
    },
    need,
    income,
    gap,
    ...financeGap(gap, yearsToRetirement, input.retireAt, assumptions),
  };
};
