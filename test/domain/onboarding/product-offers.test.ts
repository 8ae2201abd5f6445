import { describe, expect, it } from 'vitest';
import { productOffers } from '../../../domain/onboarding/product-offers';
import { readProductSelection } from '../../../domain/onboarding/product-selection-form';
import { ruerupTaxSaving } from '../../../domain/tax/ruerup';

const TODAY = { year: 2026, month: 11, day: 22 };

describe('what each product means for this customer', () => {
  it('Riester: married to a mittelbar spouse, one child born 2015 — §§ 79, 84–86 EStG', () => {
    const offers = productOffers(
      {
        jobSituation: 'Angestellter',
        birthday: '1985-04-12',
        hasPublicInsurance: true,
        estimatedGrossYearlySalary: 60000,
        isMarried: true,
        spouseJobSituation: 'Nicht oder geringfügig Erwerbstätiger',
        spouseHasPublicInsurance: false,
        numberOfChildrenWithAllowance: 1,
        childrenBirthdays: ['2015-03-01'],
      },
      TODAY,
    );
    // 2 × 175 € Grundzulage + 300 € Kinderzulage = 650 €; min(4 % × 60,000, 2,100) − 650 = 1,450 €.
    expect(offers.riester?.eligibility).toBe('unmittelbar');
    expect(offers.riester?.allowances.maximumAllowances).toBe(650);
    expect(offers.riester?.allowances.minimumOwnContribution).toBe(1450);
  });

  it('Riester: a self-employed person without statutory insurance is not eligible', () => {
    const offers = productOffers(
      { jobSituation: 'Freiberufler/Selbstständiger', hasPublicInsurance: false },
      TODAY,
    );
    expect(offers.riester?.eligibility).toBe('nein');
    expect(productOffers({}, TODAY).riester).toBeNull();
  });

  it('Rürup: the saving at 2,400 € a year is the tax calculation’s, not a text', () => {
    const offers = productOffers(
      { jobSituation: 'Freiberufler/Selbstständiger', estimatedGrossYearlySalary: 70000 },
      TODAY,
    );
    const expected = ruerupTaxSaving({
      gross: 70000,
      contribution: 2400,
      employee: false,
      married: false,
      year: 2026,
    });
    expect(offers.ruerup).toEqual({
      year: 2026,
      contribution: 2400,
      maximumDeductible: expected.maximumDeductible,
      taxSaving: expected.taxSaving,
    });
    expect(offers.ruerup.taxSaving).toBeGreaterThan(500);
  });

  it('offers schicht3, riester and ruerup only', () => {
    expect(readProductSelection({ productType: 'ruerup' })).toEqual({
      ok: true,
      value: { productType: 'ruerup' },
    });
    expect(readProductSelection({ productType: 'sofort' }).ok).toBe(false);
  });
});
