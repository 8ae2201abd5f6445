import { isOneOf } from '../value-set';

// SPEC §3: capital protection filter.
export const CAPITAL_PROTECTION_FILTERS = ['sehr_gut', 'gut_oder_sehr_gut', 'all'] as const;
export type CapitalProtectionFilter = (typeof CAPITAL_PROTECTION_FILTERS)[number];
export const isCapitalProtectionFilter = (input: unknown): input is CapitalProtectionFilter =>
  isOneOf(CAPITAL_PROTECTION_FILTERS, input);

// SPEC §3: grade filter — 1.5 (very good), 2.5 (good), all. German grades: lower is better.
export const GRADE_FILTERS = ['1.5', '2.5', 'all'] as const;
export type GradeFilter = (typeof GRADE_FILTERS)[number];
export const isGradeFilter = (input: unknown): input is GradeFilter =>
  isOneOf(GRADE_FILTERS, input);

/** A grade passes the filter when it is at most the filter's bound. */
export const matchesGradeFilter = (filter: GradeFilter, grade: number): boolean =>
  filter === 'all' ? true : grade <= Number(filter);

// SPEC §3: insurer ids, 15 insurers mapped to numbers.
export const INSURER_IDS = [1, 4, 6, 11, 25, 26, 29, 32, 39, 40, 46, 47, 49, 52, 54] as const;
export type InsurerId = (typeof INSURER_IDS)[number];
export const isInsurerId = (input: unknown): input is InsurerId =>
  typeof input === 'number' && (INSURER_IDS as readonly number[]).includes(input);
