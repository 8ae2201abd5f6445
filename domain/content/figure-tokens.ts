import { formatEuroFigure, formatPercentFigure } from '../format/figure';
import { PENSION_LEVEL_FLOOR, STATUTORY_PENSION } from '../pension-gap/statutory-pension-figures';
import { err, ok, type Result } from '../result';
import {
  MAX_GUARANTEED_INTEREST,
  MAX_ZILLMER_RATE,
  MODEL_CALCULATION_RATES,
} from '../tariffs/insurance-figures';
import { BAV_LIMITS } from '../tax/bav-figures';
import { BASIC_TAX_ALLOWANCE, taxableShareOfPensionStartingIn } from '../tax/income-tax-figures';
import { RIESTER } from '../tax/riester-figures';
import { RUERUP_MAX_DEDUCTIBLE } from '../tax/ruerup-figures';

/** 'a, b und c'. */
const germanList = (items: readonly string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;

/** The year whose figures the content pages show. */
export const CONTENT_FIGURE_YEAR = 2026;

const year = CONTENT_FIGURE_YEAR;
const statutory = STATUTORY_PENSION[year]!;
const bav = BAV_LIMITS[year]!;
const ruerupMax = RUERUP_MAX_DEDUCTIBLE[year]!;

/**
 * `{{token}}` values for page content, each from a domain constant with its year and source, so
 * no figure is typed into prose twice.
 */
export const FIGURE_TOKENS: Readonly<Record<string, string>> = {
  'figures.year': String(year),
  'riester.basicAllowance': formatEuroFigure(RIESTER.basicAllowance),
  'riester.starterBonus': formatEuroFigure(RIESTER.starterBonus),
  'riester.childAllowanceBefore2008': formatEuroFigure(RIESTER.childAllowanceBefore2008),
  'riester.childAllowanceFrom2008': formatEuroFigure(RIESTER.childAllowanceFrom2008),
  'riester.minimumContributionRate': formatPercentFigure(RIESTER.minimumContributionRate),
  'riester.maxDeductible': formatEuroFigure(RIESTER.maxDeductible),
  'riester.baseContribution': formatEuroFigure(RIESTER.baseContribution),
  'ruerup.maxDeductible': formatEuroFigure(ruerupMax),
  'ruerup.maxDeductibleMarried': formatEuroFigure(ruerupMax * 2),
  'pension.currentValue': formatEuroFigure(statutory.currentPensionValue),
  'pension.averageEarnings': formatEuroFigure(statutory.averageEarnings),
  'pension.contributionCeiling': formatEuroFigure(statutory.contributionCeiling),
  'pension.contributionRate': formatPercentFigure(statutory.contributionRate),
  'pension.levelFloor': formatPercentFigure(PENSION_LEVEL_FLOOR),
  'pension.taxableShare': formatPercentFigure(taxableShareOfPensionStartingIn(year)),
  'insurance.maxGuaranteedInterest': formatPercentFigure(MAX_GUARANTEED_INTEREST),
  'insurance.modelRates': germanList(MODEL_CALCULATION_RATES.map(formatPercentFigure)),
  'insurance.maxZillmer': formatPercentFigure(MAX_ZILLMER_RATE),
  'tax.basicAllowance': formatEuroFigure(BASIC_TAX_ALLOWANCE[year]!),
  'bav.taxFree': formatEuroFigure(bav.taxFree),
  'bav.socialSecurityFree': formatEuroFigure(bav.socialSecurityFree),
};

const TOKEN = /\{\{\s*([a-zA-Z0-9.]+)\s*\}\}/g;

/** Replaces every `{{token}}`; an unknown token is an error, never printed raw. */
export const resolveFigureTokens = (
  text: string,
): Result<string, { readonly kind: 'content/unknown-figure'; readonly message: string }> => {
  const unknown = [...text.matchAll(TOKEN)]
    .map((m) => m[1]!)
    .filter((name) => !(name in FIGURE_TOKENS));
  if (unknown.length > 0) {
    return err({
      kind: 'content/unknown-figure',
      message: `Unbekannte Kennzahl: ${unknown.join(', ')}`,
    });
  }
  return ok(text.replace(TOKEN, (_, name: string) => FIGURE_TOKENS[name]!));
};
