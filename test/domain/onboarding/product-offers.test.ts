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

  it('Rürup: married to an employee earning 40,000 € — both spouses’ contributions count', () => {
    // The product choice's „Absetzbar sind bis zu …“ (issue 32): 2 · 30,826 − 18.6 % · 50,000
    // − 18.6 % · 40,000 = 61,652 − 9,300 − 7,440 = 44,912 € (was 52,352 €, the spouse ignored).
    const offers = productOffers(
      {
        jobSituation: 'Angestellter',
        hasPublicInsurance: true,
        estimatedGrossYearlySalary: 50000,
        isMarried: true,
        spouseJobSituation: 'Angestellter',
        spouseHasPublicInsurance: true,
        spouseEstimatedGrossYearlySalary: 40000,
      },
      TODAY,
    );
    expect(offers.ruerup.maximumDeductible).toBe(44_912);
    // On the joint zvE of 79,098 € with splitting: 14,134 €; after 2,400 €: 76,698 €, half 38,349 €,
    // z = 2.055, (173.10 · 2.055 + 2,397) · 2.055 + 1,034.87 = 6,691.71 → 6,691 €, twice 13,382 €.
    expect(offers.ruerup.taxSaving).toBe(752);
  });

  it('offers schicht3, riester and ruerup only', () => {
    expect(readProductSelection({ productType: 'ruerup' })).toEqual({
      ok: true,
      value: { productType: 'ruerup' },
    });
    expect(readProductSelection({ productType: 'sofort' }).ok).toBe(false);
  });
});
