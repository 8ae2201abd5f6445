import { describe, expect, it } from 'vitest';
import {
  isPublicSupportEligibility,
  PUBLIC_SUPPORT_ELIGIBILITIES,
  PUBLIC_SUPPORT_ELIGIBILITY_LABELS,
  receivesAllowances,
} from '../../../domain/application/public-support';

describe('public support eligibility', () => {
  it('has unmittelbar, mittelbar, nein with German labels', () => {
    expect(PUBLIC_SUPPORT_ELIGIBILITIES).toEqual(['unmittelbar', 'mittelbar', 'nein']);
    expect(PUBLIC_SUPPORT_ELIGIBILITY_LABELS.mittelbar).toBe('Mittelbar förderberechtigt');
    expect(isPublicSupportEligibility('nein')).toBe(true);
    expect(isPublicSupportEligibility('ja')).toBe(false);
  });

  it('grants allowances to directly and indirectly eligible savers only', () => {
    expect(PUBLIC_SUPPORT_ELIGIBILITIES.filter(receivesAllowances)).toEqual([
      'unmittelbar',
      'mittelbar',
    ]);
  });
});
