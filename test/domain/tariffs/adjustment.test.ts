import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_SUBJECTS,
  adjustmentResultFor,
  adjustmentSubjectOf,
  adjustmentTypeOf,
  isAdjustmentSubject,
  isTariffAdjustmentResult,
  isTariffAdjustmentType,
  TARIFF_ADJUSTMENT_RESULTS,
  TARIFF_ADJUSTMENT_TYPES,
} from '../../../domain/tariffs/adjustment';

describe('tariff adjustment', () => {
  it('has the types and subjects of SPEC §3', () => {
    expect(TARIFF_ADJUSTMENT_TYPES).toEqual([
      'noData',
      'keepTariff',
      'updateTariff',
      'selectAnotherTariff',
    ]);
    expect(ADJUSTMENT_SUBJECTS).toEqual(['beitragsgarantie', 'sustainabilityType', 'both']);
    expect(isAdjustmentSubject('both')).toBe(true);
    expect(isTariffAdjustmentType('changeTariff')).toBe(false);
    for (const plain of ['noData', 'noChange', 'changeTariff', 'keepTariff']) {
      expect(isTariffAdjustmentResult(plain)).toBe(true);
    }
  });

  it('maps the plain results to their types without a subject', () => {
    expect(adjustmentTypeOf('noData')).toBe('noData');
    expect(adjustmentTypeOf('noChange')).toBe('keepTariff');
    expect(adjustmentTypeOf('changeTariff')).toBe('selectAnotherTariff');
    expect(adjustmentTypeOf('keepTariff')).toBe('keepTariff');
    expect(adjustmentSubjectOf('changeTariff')).toBeNull();
  });

  it('maps the combined results to subject and type', () => {
    expect(adjustmentTypeOf('beitragsgarantieChangeTariff')).toBe('selectAnotherTariff');
    expect(adjustmentSubjectOf('beitragsgarantieChangeTariff')).toBe('beitragsgarantie');
    expect(adjustmentTypeOf('sustainabilityUseSustainableFunds')).toBe('updateTariff');
    expect(adjustmentSubjectOf('bothKeepTariff')).toBe('both');
  });

  it('finds every combined result back from its subject and type', () => {
    for (const result of TARIFF_ADJUSTMENT_RESULTS) {
      const subject = adjustmentSubjectOf(result);
      if (subject === null) continue;
      expect(adjustmentResultFor(subject, adjustmentTypeOf(result))).toBe(result);
    }
    expect(adjustmentResultFor('beitragsgarantie', 'updateTariff')).toBeNull();
    expect(adjustmentResultFor('both', 'noData')).toBeNull();
  });
});
