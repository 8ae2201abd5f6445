import {
  calculatePensionInsurance,
  type PensionInsuranceCalculation,
  type PensionInsuranceFormInput,
  type PensionInsuranceInputError,
  parsePensionInsuranceInput,
} from '../../domain/calculators/pension-insurance-calculator';
import {
  calculateRiester,
  parseRiesterCalculatorInput,
  type RiesterCalculation,
  type RiesterCalculatorFormInput,
  type RiesterCalculatorInputError,
} from '../../domain/calculators/riester-calculator';
import {
  calculateRuerup,
  parseRuerupCalculatorInput,
  type RuerupCalculation,
  type RuerupCalculatorFormInput,
  type RuerupCalculatorInputError,
} from '../../domain/calculators/ruerup-calculator';
import { berlinDateOf } from '../../domain/calendar/berlin';
import { type DomainError, flatMapResult, mapResult, type Result } from '../../domain/result';
import { clampTaxYear, type TaxYear } from '../../domain/tax/tax-year';
import type { ClockPort } from '../clock.port';

export interface Calculators {
  /** The Rentenversicherung-Rechner: capital and payout at the three legal model rates. */
  readonly pensionInsurance: (
    form: PensionInsuranceFormInput,
  ) => Promise<Result<PensionInsuranceCalculation, PensionInsuranceInputError>>;
  /** The Riester-Rechner: allowances, Mindesteigenbeitrag, Günstigerprüfung of this year. */
  readonly riester: (
    form: RiesterCalculatorFormInput,
  ) => Promise<
    Result<
      RiesterCalculation,
      RiesterCalculatorInputError | DomainError<'riester/child-birth-year'>
    >
  >;
  /** The Rürup-Rechner: deductible amount and tax saving of this year. */
  readonly ruerup: (
    form: RuerupCalculatorFormInput,
  ) => Promise<Result<RuerupCalculation, RuerupCalculatorInputError>>;
}

/**
 * The three calculators for a form as typed (page query, API query): the tax figures of the
 * current year in Europe/Berlin (the nearest known year outside 2024–2026), German messages at
 * the fields for bad input.
 */
export const makeRunCalculators = (deps: { readonly clock: ClockPort }): Calculators => {
  const taxYear = (): TaxYear => clampTaxYear(berlinDateOf(deps.clock.now()).year);
  return {
    pensionInsurance: async (form) =>
      mapResult(parsePensionInsuranceInput(form), calculatePensionInsurance),
    riester: async (form) =>
      flatMapResult(parseRiesterCalculatorInput(form), (input) =>
        calculateRiester(input, taxYear()),
      ),
    ruerup: async (form) =>
      mapResult(parseRuerupCalculatorInput(form), (input) => calculateRuerup(input, taxYear())),
  };
};

/** The use case as the container binds it (adapters/composition/modules/search-use-cases.module.ts). */
export type RunCalculators = Calculators;
export const RunCalculators = Symbol.for('RunCalculators');
