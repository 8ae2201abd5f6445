import { roundToCents } from '../money/cents';
import { type DomainError, err, ok, type Result } from '../result';
import { incomeTax } from './income-tax';
import { childAllowanceEndedBefore, type RiesterAllowances, riesterAllowances } from './riester';
import { type PensionSaver, riesterEligibility } from './riester-eligibility';
import { RIESTER } from './riester-figures';
import type { TaxYear } from './tax-year';
import { estimateTaxableIncome } from './taxable-income-estimate';

export interface RiesterSubsidyInput {
  readonly saver: PensionSaver;
  /** The spouse when married (joint assessment, not permanently separated). */
  readonly spouse?: PensionSaver;
  /** Last year's gross: the base of the Mindesteigenbeitrag, also taken as this year's income. */
  readonly gross: number;
  /** The contribution year; its tariff drives the Günstigerprüfung. */
  readonly year: TaxYear;
  readonly childBirthYears: readonly number[];
  readonly ageAtStartOfYear?: number;
  /** The own yearly contribution, €; omitted: the Mindesteigenbeitrag. */
  readonly ownContribution?: number;
}

export interface RiesterSubsidy extends RiesterAllowances {
  /** The extra tax benefit of the Günstigerprüfung on top of the allowances, € with cents. */
  readonly taxBenefit: number;
}

export type RiesterInputError = DomainError<'riester/child-birth-year'>;

export interface GuenstigerpruefungInput {
  readonly taxableIncome: number;
  readonly year: TaxYear;
  readonly married: boolean;
  /** All contributions counted for the deduction (the saver's, and a mittelbar spouse's), €. */
  readonly contributions: number;
  /** The allowances the savers are entitled to for these contributions, €. */
  readonly allowances: number;
  /** 2,100 €, or 2,160 € with a mittelbar spouse (§ 10a Abs. 3 S. 2). */
  readonly deductionCap: number;
}

/**
 * Günstigerprüfung, § 10a Abs. 1 and 2 EStG: contributions plus allowances are deductible up to
 * the cap; where the income tax saved by that deduction exceeds the allowances, the tax office
 * grants the difference. Returns that extra benefit (never negative).
 */
export const riesterTaxBenefit = (input: GuenstigerpruefungInput): number => {
  const deduction = Math.min(input.contributions + input.allowances, input.deductionCap);
  const options = { married: input.married };
  const saving =
    incomeTax(input.taxableIncome, input.year, options) -
    incomeTax(input.taxableIncome - deduction, input.year, options);
  return Math.max(0, roundToCents(saving - input.allowances));
};

const EMPLOYED = ['Angestellter', 'Beamter', 'Auszubildender'];

/**
 * The Riester subsidy of one saver: eligibility (own status and spouse), allowances,
 * Mindesteigenbeitrag, the cut for paying less, and the Günstigerprüfung for a directly eligible
 * saver on the estimated zvE (estimateTaxableIncome; the couple's only income is the saver's gross).
 * A mittelbar eligible spouse is assumed to pay exactly their 60 € minimum into their own contract.
 */
export const riesterSubsidy = (
  input: RiesterSubsidyInput,
): Result<RiesterSubsidy, RiesterInputError> => {
  const tooYoung = input.childBirthYears.find((y) => y > input.year);
  const tooOld = input.childBirthYears.find((y) => childAllowanceEndedBefore(y, input.year));
  if (tooYoung !== undefined || tooOld !== undefined) {
    return err({
      kind: 'riester/child-birth-year',
      message:
        tooYoung !== undefined
          ? `Das Geburtsjahr ${tooYoung} liegt nach dem Beitragsjahr ${input.year}.`
          : `Für ein Kind mit Geburtsjahr ${tooOld} gibt es ${input.year} kein Kindergeld und keine Kinderzulage mehr.`,
    });
  }
  const married = input.spouse !== undefined;
  const eligibility = riesterEligibility(input.saver, input.spouse);
  const spouseIndirectlyEligible =
    input.spouse !== undefined && riesterEligibility(input.spouse, input.saver) === 'mittelbar';
  const allowances = riesterAllowances({
    eligibility,
    previousYearIncome: input.gross,
    childBirthYears: input.childBirthYears,
    ageAtStartOfYear: input.ageAtStartOfYear,
    spouseIndirectlyEligible,
    ownContribution: input.ownContribution,
  });
  if (eligibility !== 'unmittelbar') return ok({ ...allowances, taxBenefit: 0 });
  const own = Math.max(0, input.ownContribution ?? allowances.minimumOwnContribution);
  const spouseContribution = spouseIndirectlyEligible ? RIESTER.baseContribution : 0;
  const employee = EMPLOYED.includes(input.saver.jobSituation);
  const taxableIncome = estimateTaxableIncome({
    gross: input.gross,
    year: input.year,
    married,
    employee,
    statutoryPensionInsured:
      employee && input.saver.jobSituation !== 'Beamter' && input.saver.hasPublicInsurance,
  });
  const taxBenefit = riesterTaxBenefit({
    taxableIncome,
    year: input.year,
    married,
    contributions: own + spouseContribution,
    allowances: allowances.allowancesPaid,
    deductionCap:
      RIESTER.maxDeductible +
      (spouseIndirectlyEligible ? RIESTER.indirectSpouseDeductionIncrease : 0),
  });
  return ok({ ...allowances, taxBenefit });
};
