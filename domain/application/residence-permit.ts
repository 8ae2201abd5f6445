import { isOneOf } from '../value-set';

// SPEC §3: residence permit of a foreign applicant (contracting).
export const RESIDENCE_PERMITS = ['beschränkte', 'unbeschränkte'] as const;
export type ResidencePermit = (typeof RESIDENCE_PERMITS)[number];
export const isResidencePermit = (input: unknown): input is ResidencePermit =>
  isOneOf(RESIDENCE_PERMITS, input);

export const RESIDENCE_PERMIT_LABELS: Readonly<Record<ResidencePermit, string>> = {
  beschränkte: 'Beschränkte Aufenthaltserlaubnis',
  unbeschränkte: 'Unbeschränkte Aufenthaltserlaubnis',
};
