import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueDiligenceLevel, hasLowPremium } from '../../../domain/identification/gwg-due-diligence';
import { dueDiligenceFactsArb, premiumsArb } from '../../arbitraries/identification';

const lower = fc.tuple(
  fc.double({ min: 0, max: 1, noNaN: true }),
  fc.double({ min: 0, max: 1, noNaN: true }),
);

describe('GwG due diligence level (properties)', () => {
  it('is monotone: smaller premiums than a low premium are low too', () => {
    fc.assert(
      fc.property(premiumsArb, lower, (premiums, [a, s]) => {
        fc.pre(hasLowPremium(premiums));
        expect(
          hasLowPremium({
            annualPremium: premiums.annualPremium * a,
            singlePremium: premiums.singlePremium * s,
          }),
        ).toBe(true);
      }),
    );
  });

  it('is monotone: larger premiums than a not-low premium are not low either', () => {
    fc.assert(
      fc.property(premiumsArb, fc.nat(), fc.nat(), (premiums, moreA, moreS) => {
        fc.pre(!hasLowPremium(premiums));
        expect(
          hasLowPremium({
            annualPremium: premiums.annualPremium + moreA,
            singlePremium: premiums.singlePremium + moreS,
          }),
        ).toBe(false);
      }),
    );
  });

  it('is never simplified for a person not known to be outside PEP or in a risk country', () => {
    fc.assert(
      fc.property(dueDiligenceFactsArb, (facts) => {
        fc.pre(facts.politicallyExposed !== false || facts.highRiskCountry);
        expect(dueDiligenceLevel(facts)).toBe('enhanced');
      }),
    );
  });
});
