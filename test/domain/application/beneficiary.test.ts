import { describe, expect, it } from 'vitest';
import {
  BENEFICIARY_LABELS,
  BENEFICIARY_OPTIONS,
  beneficiaryLabel,
  DEFAULT_BENEFICIARY,
  harmfulVariantOf,
  isBeneficiaryOption,
  isHarmfulToSubsidy,
} from '../../../domain/application/beneficiary';

describe('beneficiary options', () => {
  it('defaults to spouse/partner plus children', () => {
    expect(DEFAULT_BENEFICIARY).toBe('spousePartnerAndChildren');
    expect(beneficiaryLabel(DEFAULT_BENEFICIARY)).toBe(
      'Ehegatte bzw. eingetragener Lebenspartner und die kindergeldberechtigten Kinder',
    );
    expect(isHarmfulToSubsidy(DEFAULT_BENEFICIARY)).toBe(false);
  });

  it('has a distinct, nonempty German label for every option', () => {
    const labels = BENEFICIARY_OPTIONS.map((o) => BENEFICIARY_LABELS[o]);
    expect(new Set(labels).size).toBe(BENEFICIARY_OPTIONS.length);
    for (const label of labels) expect(label.length).toBeGreaterThan(5);
    expect(isBeneficiaryOption('children')).toBe(true);
    expect(isBeneficiaryOption('neighbour')).toBe(false);
  });

  it('gives parents, heirs and another person a förderschädlich variant', () => {
    expect(harmfulVariantOf('parentsEqualParts')).toBe('parentsEqualPartsHarmful');
    expect(harmfulVariantOf('heirsEqualParts')).toBe('heirsEqualPartsHarmful');
    expect(harmfulVariantOf('testamentaryHeirs')).toBe('testamentaryHeirsHarmful');
    expect(harmfulVariantOf('otherPerson')).toBe('otherPersonHarmful');
    expect(beneficiaryLabel('parentsEqualPartsHarmful')).toBe(
      'Die Eltern zu gleichen Teilen (förderschädlich)',
    );
  });

  it('has no förderschädlich variant for spouse, partner, children and survivor pensions', () => {
    const harmless = BENEFICIARY_OPTIONS.filter((o) => !isHarmfulToSubsidy(o));
    const withVariant = harmless.filter((o) => harmfulVariantOf(o) !== null);
    expect(withVariant.sort()).toEqual([
      'heirsEqualParts',
      'otherPerson',
      'parentsEqualParts',
      'testamentaryHeirs',
    ]);
    expect(harmfulVariantOf('parentsEqualPartsHarmful')).toBeNull();
  });

  it('labels exactly the harmful variants as förderschädlich', () => {
    for (const option of BENEFICIARY_OPTIONS) {
      expect(BENEFICIARY_LABELS[option].includes('förderschädlich')).toBe(
        isHarmfulToSubsidy(option),
      );
    }
    expect(BENEFICIARY_OPTIONS.filter(isHarmfulToSubsidy)).toHaveLength(4);
  });
});
