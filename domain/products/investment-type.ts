import { isOneOf } from '../value-set';

// SPEC §3 enumerations.
export const INVESTMENT_TYPES = [
  'klassisch',
  'fondsgebunden',
  'hybrid',
  'hybridUndKlassisch',
] as const;
export type InvestmentType = (typeof INVESTMENT_TYPES)[number];
export const isInvestmentType = (input: unknown): input is InvestmentType =>
  isOneOf(INVESTMENT_TYPES, input);
