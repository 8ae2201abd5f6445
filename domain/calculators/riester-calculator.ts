import { roundToCents } from '../money/cents';
import { type DomainError, err, ok, type Result } from '../result';
import type { PensionSaver } from '../tax/riester-eligibility';
import { RIESTER } from '../tax/riester-figures';
import { type RiesterSubsidy, riesterSubsidy } from '../tax/riester-subsidy';
import type { TaxYear } from '../tax/tax-year';
import {
  amountUpTo,
  type CalculatorFormInput,
  type CalculatorInputError,
  formReader,
  wholeNumberIn,
} from './calculator-form';

/** The fields of the Riester-Rechner: one name for the page query and the API. */
export const RIESTER_CALCULATOR_FIELDS = [
  'gross',
  'olderChildren',
  'youngerChildren',
  'spouse',
  'contribution',
] as const;
export type RiesterCalculatorField = (typeof RIESTER_CALCULATOR_FIELDS)[number];
export type RiesterCalculatorFormInput = CalculatorFormInput<RiesterCalculatorField>;
export type RiesterCalculatorInputError = CalculatorInputError<
  'calculator/riester',
  RiesterCalculatorField
>;

/** Not married, married to a spouse eligible in their own right, or to one eligible through the saver (§ 79 S. 2 EStG). */
export const SPOUSE_CHOICES = ['nein', 'unmittelbar', 'mittelbar'] as const;
export type SpouseChoice = (typeof SPOUSE_CHOICES)[number];

export interface RiesterCalculatorInput {
  /** Last year's gross income subject to pension contributions (or Besoldung), €. */
  readonly gross: number;
  /** Children with Kindergeld born before the year of the higher Kinderzulage. */
  readonly olderChildren: number;
  /** Children with Kindergeld born in that year or later. */
  readonly youngerChildren: number;
  readonly spouse: SpouseChoice;
  /** The own yearly contribution, €; null: the Mindesteigenbeitrag. */
  readonly contribution: number | null;
}

const MAX_GROSS = 10_000_000;
const MAX_CONTRIBUTION = 100_000;
const MAX_CHILDREN = 15;
const HIGHER_FROM = RIESTER.childAllowanceHigherFromYear;

export const RIESTER_CALCULATOR_MESSAGES = {
  gross:
    'Bitte geben Sie Ihr rentenversicherungspflichtiges Vorjahreseinkommen als Betrag in Euro an (höchstens 10.000.000 €).',
  olderChildren: `Bitte geben Sie die Zahl Ihrer Kinder mit Kindergeld, die vor ${HIGHER_FROM} geboren sind, als ganze Zahl zwischen 0 und ${MAX_CHILDREN} an.`,
  youngerChildren: `Bitte geben Sie die Zahl Ihrer Kinder mit Kindergeld, die ab ${HIGHER_FROM} geboren sind, als ganze Zahl zwischen 0 und ${MAX_CHILDREN} an.`,
  spouse: 'Bitte geben Sie an, ob und wie Ihr Ehepartner gefördert wird.',
  contribution:
    'Bitte geben Sie Ihren Eigenbeitrag im Jahr als Betrag in Euro an (höchstens 100.000 €) oder lassen Sie das Feld leer.',
} as const satisfies Record<RiesterCalculatorField, string>;

const childCount = (text: string): number | null =>
  text === '' ? 0 : wholeNumberIn(text, 0, MAX_CHILDREN);

/** Reads the Riester-Rechner's form; empty children count 0, an empty spouse means not married. */
export const parseRiesterCalculatorInput = (
  form: RiesterCalculatorFormInput,
): Result<RiesterCalculatorInput, RiesterCalculatorInputError> => {
  const { text, fail, finish } = formReader(
    'calculator/riester',
    RIESTER_CALCULATOR_FIELDS,
    RIESTER_CALCULATOR_MESSAGES,
    form,
  );
  const gross = amountUpTo(text('gross'), MAX_GROSS) ?? fail('gross');
  const olderChildren = childCount(text('olderChildren')) ?? fail('olderChildren');
  const youngerChildren = childCount(text('youngerChildren')) ?? fail('youngerChildren');
  const spouseText = text('spouse') === '' ? 'nein' : text('spouse');
  const spouse = SPOUSE_CHOICES.find((choice) => choice === spouseText) ?? fail('spouse');
  const contribution =
    text('contribution') === ''
      ? null
      : (amountUpTo(text('contribution'), MAX_CONTRIBUTION) ?? fail('contribution'));
  const contributionRead = text('contribution') === '' || contribution !== null;
  return finish(
    gross !== null &&
      olderChildren !== null &&
      youngerChildren !== null &&
      spouse !== null &&
      contributionRead
      ? { gross, olderChildren, youngerChildren, spouse, contribution }
      : null,
  );
};

export interface RiesterCalculation {
  readonly input: RiesterCalculatorInput;
  readonly year: TaxYear;
  /** Allowances, Mindesteigenbeitrag and the Günstigerprüfung's extra tax benefit. */
  readonly subsidy: RiesterSubsidy;
  /** The own contribution the figures are for (the input, or the Mindesteigenbeitrag), €. */
  readonly contribution: number;
  /** The Sonderausgabenabzug's cap including the allowances, § 10a Abs. 1 and 3 EStG, €. */
  readonly deductionCap: number;
  /** Allowances received plus the extra tax benefit, €. */
  readonly support: number;
}

// The calculator is for savers eligible in their own right (compulsorily insured employees
// and civil servants); a spouse without an own pension insurance is mittelbar eligible.
const DIRECT_SAVER: PensionSaver = { jobSituation: 'Angestellter', hasPublicInsurance: true };
const UNINSURED_SPOUSE: PensionSaver = {
  jobSituation: 'Nicht oder geringfügig Erwerbstätiger',
  hasPublicInsurance: false,
};

/**
 * The Riester-Rechner for a directly eligible saver with riesterSubsidy: Grundzulage (with a
 * mittelbar spouse's), Kinderzulagen, Mindesteigenbeitrag and the Günstigerprüfung of § 10a EStG
 * on the estimated zvE. A child's Kinderzulage depends only on whether it was born before the
 * year of the higher allowance, so each count stands for children of the year before or of that year.
 */
export const calculateRiester = (
  input: RiesterCalculatorInput,
  year: TaxYear,
): Result<RiesterCalculation, DomainError<'riester/child-birth-year'>> => {
  const childBirthYears = [
    ...Array.from({ length: input.olderChildren }, () => HIGHER_FROM - 1),
    ...Array.from({ length: input.youngerChildren }, () => HIGHER_FROM),
  ];
  const subsidy = riesterSubsidy({
    saver: DIRECT_SAVER,
    spouse:
      input.spouse === 'nein'
        ? undefined
        : input.spouse === 'mittelbar'
          ? UNINSURED_SPOUSE
          : DIRECT_SAVER,
    gross: input.gross,
    year,
    childBirthYears,
    ownContribution: input.contribution ?? undefined,
  });
  if (!subsidy.ok) return err(subsidy.error);
  const s = subsidy.value;
  return ok({
    input,
    year,
    subsidy: s,
    contribution: input.contribution ?? s.minimumOwnContribution,
    deductionCap:
      RIESTER.maxDeductible +
      (input.spouse === 'mittelbar' ? RIESTER.indirectSpouseDeductionIncrease : 0),
    support: roundToCents(s.allowancesPaid + s.taxBenefit),
  });
};
