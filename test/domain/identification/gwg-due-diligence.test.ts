import { describe, expect, it } from 'vitest';
import {
  annualPremiumOfMonthly,
  dueDiligenceLevel,
  hasLowPremium,
} from '../../../domain/identification/gwg-due-diligence';

const facts = (annualPremium: number, singlePremium: number) => ({
  premiums: { annualPremium, singlePremium },
  politicallyExposed: false,
  highRiskCountry: false,
});

describe('GwG due diligence level', () => {
  it('is simplified up to 1.000 € a year and a single premium up to 2.500 €, inclusive', () => {
    expect(dueDiligenceLevel(facts(1000, 0))).toBe('simplified');
    expect(dueDiligenceLevel(facts(0, 2500))).toBe('simplified');
    expect(dueDiligenceLevel(facts(1000, 2500))).toBe('simplified');
    expect(dueDiligenceLevel(facts(1000.01, 0))).toBe('general');
    expect(dueDiligenceLevel(facts(0, 2500.01))).toBe('general');
  });

  it('reads a monthly contribution as twelve payments a year', () => {
    expect(annualPremiumOfMonthly(83)).toBe(996);
    expect(hasLowPremium({ annualPremium: annualPremiumOfMonthly(83), singlePremium: 0 })).toBe(
      true,
    );
    expect(hasLowPremium({ annualPremium: annualPremiumOfMonthly(84), singlePremium: 0 })).toBe(
      false,
    );
  });

  it('is enhanced for a politically exposed person, an unanswered PEP question or a risk country', () => {
    expect(dueDiligenceLevel({ ...facts(10, 0), politicallyExposed: true })).toBe('enhanced');
    expect(dueDiligenceLevel({ ...facts(10, 0), politicallyExposed: null })).toBe('enhanced');
    expect(dueDiligenceLevel({ ...facts(10, 0), highRiskCountry: true })).toBe('enhanced');
  });
});
