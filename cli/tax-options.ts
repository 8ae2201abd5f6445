import { InvalidArgumentError, Option } from 'commander';
import { berlinDateOf } from '../domain/calendar/berlin';
import { clampTaxYear, TAX_YEARS, type TaxYear } from '../domain/tax/tax-year';
import type { CliServices } from './cli-services';

// The amount and tax-year options of `rente tax`, `rente riester` and `rente ruerup`.

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
