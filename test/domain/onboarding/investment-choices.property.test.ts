import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guaranteeLevelFor } from '../../../domain/comparison/guarantee-split';
import { productOfferOf, productOffersOf } from '../../../domain/comparison/product-offer';
import { payoutChoiceFor } from '../../../domain/comparison/rentenfaktor-entry';
import { wishMismatchesOf } from '../../../domain/comparison/search-wishes';
import {
  investmentChoicesFor,
  onShownChoices,
} from '../../../domain/onboarding/investment-choices';
import {
  DEATH_BENEFITS,
  GUARANTEE_PERIODS,
  guaranteeLevelsFor,
} from '../../../domain/onboarding/investment-form';
import { INVESTMENT_TYPES } from '../../../domain/products/investment-type';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';
import type { Tariff } from '../../../domain/tariffs/tariff';
import { validCatalogue } from '../../arbitraries/tariff';

// The products with an investment step (sofort has none; its offer is still worked out).
const PRODUCTS = ['schicht3', 'riester', 'ruerup', 's3einmalzahlung'] as const;
const MET = { beitragsGarantie: 100, guaranteePeriodMet: true, deathBenefitMet: true };

/** The values some tariff meets, or all of them where none is met (nothing would be left). */
const metOrAll = <T>(all: readonly T[], met: (value: T) => boolean): readonly T[] => {
  const kept = all.filter(met);
  return kept.length === 0 ? all : kept;
};

describe('the investment step’s choices from the catalogue (issue 32, finding 3)', () => {
  it('shows a choice iff some tariff of the product meets it as the result list marks it', () => {
    fc.assert(
      fc.property(
        validCatalogue(),
        fc.constantFrom(...PRODUCTS),
        fc.integer({ min: 50, max: 75 }),
        ({ tariffs }, product, age) => {
          const serving: Tariff[] = tariffs.filter((t) => t.productTypes.includes(product));
          fc.pre(serving.length > 0);
          const choices = investmentChoicesFor(product, productOfferOf(tariffs, product));
          const some = (meets: (t: Tariff) => boolean): boolean => serving.some(meets);
          // The investment type as wishMismatchesOf marks it.
          expect(choices.investmentTypes).toEqual(
            INVESTMENT_TYPES.filter((wish) =>
              some(
                (t) =>
                  wishMismatchesOf(t.investmentType, MET, {
                    investmentType: wish,
                    beitragsGarantie: 0,
                  }).length === 0,
              ),
            ),
          );
          // The guarantee level the projection applies (guaranteeLevelFor) at least the wish.
          expect(choices.guaranteeLevels).toEqual(
            metOrAll(guaranteeLevelsFor(product), (level) =>
              some((t) => guaranteeLevelFor(t, level, product) >= level),
            ),
          );
          // The guarantee period as payoutChoiceFor marks it.
          expect(choices.guaranteePeriods).toEqual(
            GUARANTEE_PERIODS.filter((years) =>
              some((t) => payoutChoiceFor(t, age, years, null).guaranteePeriodMet),
            ),
          );
          // A death benefit some tariff offers itself („Keine Leistung … (höhere Rente)“ only
          // where a tariff pays the higher pension for it).
          expect(choices.deathBenefits).toEqual(
            DEATH_BENEFITS.filter((option) => some((t) => t.deathBenefitOptions.includes(option))),
          );
        },
      ),
    );
  });

  it('shows every choice without an offer or without a tariff for the product', () => {
    const all = {
      investmentTypes: INVESTMENT_TYPES,
      guaranteeLevels: guaranteeLevelsFor('schicht3'),
      deathBenefits: DEATH_BENEFITS,
      guaranteePeriods: GUARANTEE_PERIODS,
    };
    expect(investmentChoicesFor('schicht3', null)).toEqual(all);
    expect(investmentChoicesFor('schicht3', undefined)).toEqual(all);
    expect(investmentChoicesFor('schicht3', productOfferOf([], 'schicht3'))).toEqual(all);
    expect(investmentChoicesFor('riester', null).guaranteeLevels).toEqual([100]);
  });

  it('works out every product’s offer at once, as one by one', () => {
    fc.assert(
      fc.property(validCatalogue(), ({ tariffs }) => {
        const all = productOffersOf(tariffs);
        for (const product of PRODUCT_TYPES) {
          expect(all[product]).toEqual(productOfferOf(tariffs, product));
        }
      }),
    );
  });

  it('moves the form onto shown choices: every value shown, a shown value kept', () => {
    fc.assert(
      fc.property(
        validCatalogue(),
        fc.constantFrom(...PRODUCTS),
        fc.record({
          investmentType: fc.constantFrom('', ...INVESTMENT_TYPES),
          beitragsGarantie: fc.constantFrom('0', '50', '60', '80', '90', '100'),
          deathBenefit: fc.constantFrom(...DEATH_BENEFITS),
          pensionGuaranteePeriod: fc.constantFrom(...GUARANTEE_PERIODS.map(String)),
          fundSustainabilityType: fc.constant('any'),
        }),
        ({ tariffs }, product, values) => {
          const choices = investmentChoicesFor(product, productOfferOf(tariffs, product));
          const moved = onShownChoices(values, choices);
          const types: readonly string[] = choices.investmentTypes;
          const benefits: readonly string[] = choices.deathBenefits;
          expect(
            types.length === 1
              ? moved.investmentType === types[0]
              : moved.investmentType === '' || types.includes(moved.investmentType ?? ''),
          ).toBe(true);
          expect(choices.guaranteeLevels.map(String)).toContain(moved.beitragsGarantie);
          expect(benefits).toContain(moved.deathBenefit);
          expect(choices.guaranteePeriods.map(String)).toContain(moved.pensionGuaranteePeriod);
          expect(moved.fundSustainabilityType).toBe('any');
          if (types.includes(values.investmentType)) {
            expect(moved.investmentType).toBe(values.investmentType);
          }
          if (benefits.includes(values.deathBenefit)) {
            expect(moved.deathBenefit).toBe(values.deathBenefit);
          }
          if (choices.guaranteePeriods.map(String).includes(values.pensionGuaranteePeriod)) {
            expect(moved.pensionGuaranteePeriod).toBe(values.pensionGuaranteePeriod);
          }
        },
      ),
    );
  });
});
