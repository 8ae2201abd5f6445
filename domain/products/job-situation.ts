import { isOneOf } from '../value-set';

// SPEC §1: the customer job situations, word for word.
export const JOB_SITUATIONS = [
  'Angestellter',
  'Beamter',
  'Freiberufler/Selbstständiger',
  'Nicht oder geringfügig Erwerbstätiger',
  'Auszubildender',
] as const;
export type JobSituation = (typeof JOB_SITUATIONS)[number];
export const isJobSituation = (input: unknown): input is JobSituation =>
  isOneOf(JOB_SITUATIONS, input);
