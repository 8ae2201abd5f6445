import type { PublicSupportEligibility } from '../application/public-support';
import type { JobSituation } from '../products/job-situation';

/** What decides whether a person belongs to the Riester-eligible group. */
export interface PensionSaver {
  readonly jobSituation: JobSituation;
  /** Compulsorily insured in the statutory pension insurance (search data `pi`). */
  readonly hasPublicInsurance: boolean;
}

/**
 * Directly eligible (§ 10a Abs. 1 S. 1, § 79 S. 1 EStG): everyone compulsorily insured in the
 * statutory pension insurance — employees, trainees, insured self-employed such as craftsmen or
 * artists, insured mini-jobbers, parents in their child-raising years, recipients of
 * Arbeitslosengeld — and civil servants (Besoldungsempfänger, assuming their consent to the data
 * transfer). Employees in a professional pension scheme (Versorgungswerk) and uninsured
 * self-employed people are not.
 */
export const isDirectlyEligible = (person: PensionSaver): boolean =>
  person.jobSituation === 'Beamter' || person.hasPublicInsurance;

/**
 * Riester eligibility of a saver: unmittelbar by their own status, otherwise mittelbar when married
 * to a directly eligible spouse (§ 79 S. 2 EStG: not permanently separated, living in the EU/EEA,
 * with an own contract and at least 60 € a year — assumed), otherwise nein.
 */
export const riesterEligibility = (
  saver: PensionSaver,
  spouse?: PensionSaver,
): PublicSupportEligibility => {
  if (isDirectlyEligible(saver)) return 'unmittelbar';
  if (spouse !== undefined && isDirectlyEligible(spouse)) return 'mittelbar';
  return 'nein';
};
