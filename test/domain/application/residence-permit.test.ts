import { describe, expect, it } from 'vitest';
import {
  isResidencePermit,
  RESIDENCE_PERMIT_LABELS,
  RESIDENCE_PERMITS,
} from '../../../domain/application/residence-permit';

describe('residence permit', () => {
  it('has the two values of SPEC §3 with labels', () => {
    expect(RESIDENCE_PERMITS).toEqual(['beschränkte', 'unbeschränkte']);
    expect(isResidencePermit('unbeschränkte')).toBe(true);
    expect(isResidencePermit('unbeschraenkte')).toBe(false);
    expect(RESIDENCE_PERMIT_LABELS.beschränkte).toBe('Beschränkte Aufenthaltserlaubnis');
  });
});
