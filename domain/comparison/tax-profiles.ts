import { isJobSituation, type JobSituation } from '../products/job-situation';
import { err, ok, type Result } from '../result';
import type { SearchData } from '../search-data/search-data';
import { type PensionSaver, riesterEligibility } from '../tax/riester-eligibility';
import { clampTaxYear } from '../tax/tax-year';
import {
  COMPARISON_MESSAGES,
  type ComparisonInputError,
  inputError,
} from './comparison-input-error';
import type { RiesterProfile, RuerupProfile } from './projection-input';
import { checkSearchRanges, SEARCH_RANGES } from './search-ranges';

const EMPLOYED: readonly string[] = ['Angestellter', 'Auszubildender'];
// SPEC's job situation of civil servants, judges and professional soldiers.
const CIVIL_SERVANT: JobSituation = 'Beamter';

const yearOfIso = (iso: string): number | null => {
  const year = Number(iso.slice(0, 4));
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && Number.isInteger(year) ? year : null;
};

/**
 * The Riester profile of the search data: eligibility from the job situation and public
 * insurance (pi; absent counts as insured for employees and trainees), the spouse when married
 * and the spouse's job situation is given; children from cb, and noc beyond the given
 * birthdays as children without a known birthday. The job situation is required; salaries and
 * children outside SEARCH_RANGES are an error, so the per-child work stays bounded.
 */
export const riesterProfileOf = (
  search: SearchData,
): Result<RiesterProfile, ComparisonInputError> => {
  const job = search.jobSituation;
  if (!isJobSituation(job)) {
    return err(inputError('comparison/job-situation', COMPARISON_MESSAGES.jobSituation));
  }
  const ranges = checkSearchRanges(search);
  if (!ranges.ok) return ranges;
  const saver: PensionSaver = {
    jobSituation: job,
    hasPublicInsurance: search.hasPublicInsurance ?? EMPLOYED.includes(job),
  };
  const spouseJob = search.spouseJobSituation;
  const spouse: PensionSaver | undefined =
    search.isMarried === true && isJobSituation(spouseJob)
      ? {
          jobSituation: spouseJob,
          hasPublicInsurance: search.spouseHasPublicInsurance ?? EMPLOYED.includes(spouseJob),
        }
      : undefined;
  const childBirthYears = (search.childrenBirthdays ?? [])
    .map(yearOfIso)
    .filter((year): year is number => year !== null);
  const counted = search.numberOfChildrenWithAllowance ?? 0;
  return ok({
    eligibility: riesterEligibility(saver, spouse),
    gross: Math.max(0, search.estimatedGrossYearlySalary ?? 0),
    spouseIndirectlyEligible:
      spouse !== undefined && riesterEligibility(spouse, saver) === 'mittelbar',
    childBirthYears,
    childrenWithoutBirthday: Math.max(0, counted - childBirthYears.length),
  });
};

/** An employee (Angestellter or Auszubildender) in the statutory pension insurance (unless pi=0). */
const statutoryEmployee = (
  job: string | undefined,
  publicInsurance: boolean | undefined,
): boolean => EMPLOYED.includes(job ?? '') && publicInsurance !== false;

/**
 * The Rürup profile: an employee (Angestellter or Auszubildender, publicly insured unless pi=0)
 * has the statutory contributions deducted from the Höchstbetrag, a Beamter the same amount as a
 * fictitious contribution (§ 10 Abs. 3 Satz 3 EStG); when married, the spouse's salary counts in
 * the joint zvE and, for an employee or Beamter spouse by the same rules, is deducted from the
 * doubled Höchstbetrag too. The tax year is the year of the insurance start, clamped to the
 * years whose tariff is known.
 */
export const ruerupProfileOf = (search: SearchData, insuranceStartYear: number): RuerupProfile => {
  const married = search.isMarried === true;
  // The comparison refuses a salary outside its range first; other callers get it clamped.
  const salary = (gross: number | undefined): number =>
    Math.max(0, Math.min(SEARCH_RANGES.salary.max, gross ?? 0));
  return {
    gross: salary(search.estimatedGrossYearlySalary),
    employee: statutoryEmployee(search.jobSituation, search.hasPublicInsurance),
    civilServant: search.jobSituation === CIVIL_SERVANT,
    married,
    spouseGross: married ? salary(search.spouseEstimatedGrossYearlySalary) : 0,
    spouseEmployee:
      married && statutoryEmployee(search.spouseJobSituation, search.spouseHasPublicInsurance),
    spouseCivilServant: married && search.spouseJobSituation === CIVIL_SERVANT,
    year: clampTaxYear(insuranceStartYear),
  };
};
