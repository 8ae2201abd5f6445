import { isOneOf } from '../value-set';

// SPEC §3: public support (Riester subsidy) eligibility, § 10a and § 79 EStG:
// directly eligible, indirectly eligible through the spouse, or not eligible.
export const PUBLIC_SUPPORT_ELIGIBILITIES = ['unmittelbar', 'mittelbar', 'nein'] as const;
export type PublicSupportEligibility = (typeof PUBLIC_SUPPORT_ELIGIBILITIES)[number];
export const isPublicSupportEligibility = (input: unknown): input is PublicSupportEligibility =>
  isOneOf(PUBLIC_SUPPORT_ELIGIBILITIES, input);

export const PUBLIC_SUPPORT_ELIGIBILITY_LABELS: Readonly<Record<PublicSupportEligibility, string>> =
  {
    unmittelbar: 'Unmittelbar förderberechtigt',
    mittelbar: 'Mittelbar förderberechtigt',
    nein: 'Nicht förderberechtigt',
  };

/** Only eligible savers receive the Riester allowances (§ 79 EStG). */
export const receivesAllowances = (eligibility: PublicSupportEligibility): boolean =>
  eligibility !== 'nein';
