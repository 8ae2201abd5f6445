import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STEP_PATHS, STEP_SUBMIT_FIELD } from '../../../domain/onboarding/flow-steps';
import { nextStepAfter } from '../../../domain/onboarding/next-step';
import { readPersonalData } from '../../../domain/onboarding/personal-data-form';
import { personalDataQuestions } from '../../../domain/onboarding/personal-data-questions';
import { REGULAR_PRODUCTS } from '../../../domain/onboarding/product-selection-form';
import type { ProductType } from '../../../domain/products/product-type';
import type { SearchData } from '../../../domain/search-data/search-data';

const TODAY = { year: 2026, month: 11, day: 26 };

// A personal-data form as the step sends it; the tax fields the product does not ask are dropped
// by the reader, so one form serves every product.
const formArb = fc.record({
  birthday: fc.constantFrom('12.04.1985', '01.01.1970', '30.06.1999', '15.03.1962'),
  jobSituation: fc.constantFrom('Angestellter', 'Beamter', 'Freiberufler/Selbstständiger'),
  hasPublicInsurance: fc.constantFrom('0', '1'),
  paysChurchTax: fc.constantFrom('0', '1'),
  estimatedGrossYearlySalary: fc.constantFrom('45.000', '12.000', '90.000'),
  isMarried: fc.constantFrom('0', '1'),
  spouseJobSituation: fc.constant('Angestellter'),
  spouseHasPublicInsurance: fc.constant('1'),
  spousePaysChurchTax: fc.constant('0'),
  spouseEstimatedGrossYearlySalary: fc.constant('30.000'),
  spouseHasRiesterContract: fc.constant('0'),
  numberOfChildrenWithAllowance: fc.constant('0'),
});
const productArb = fc.constantFrom<ProductType>(...REGULAR_PRODUCTS);

/** What the personal-data step put into the search for `asked`, then the product step's choice. */
const searchAfter = (
  form: Record<string, string>,
  asked: ProductType,
  chosen: ProductType,
): SearchData | null => {
  const read = readPersonalData(form, TODAY, asked);
  return read.ok ? { ...read.value, productType: chosen } : null;
};

describe('the step after the product step', () => {
  it('goes on to the contribution when the personal data were asked for the chosen product', () => {
    fc.assert(
      fc.property(formArb, productArb, (form, product) => {
        const search = searchAfter(form, product, product);
        fc.pre(search !== null);
        const next = nextStepAfter('productSelection', search as SearchData, TODAY);
        expect(next).toEqual({ path: STEP_PATHS.contribution, sentForm: [] });
      }),
    );
  });

  it('goes back, sent, to the personal data when the chosen product needs an answer not given', () => {
    fc.assert(
      fc.property(formArb, productArb, productArb, (form, asked, chosen) => {
        const search = searchAfter(form, asked, chosen);
        fc.pre(search !== null);
        // Back exactly when the chosen product asks a question the first product did not, or
        // the birth date does not meet the chosen product's ages.
        const was = personalDataQuestions(asked);
        const is = personalDataQuestions(chosen);
        const complete =
          !(is.salary && !was.salary) &&
          !(is.churchTax && !was.churchTax) &&
          readPersonalData(form, TODAY, chosen).ok;
        const next = nextStepAfter('productSelection', search as SearchData, TODAY);
        // Private Rentenversicherung asks no salary: Riester and Rürup then always go back.
        if (asked === 'schicht3' && chosen !== 'schicht3') {
          expect(next.path).toBe(STEP_PATHS.personalData);
        }
        if (complete) {
          expect(next.path).toBe(STEP_PATHS.contribution);
        } else {
          expect(next.path).toBe(STEP_PATHS.personalData);
          expect(next.sentForm).toContainEqual([STEP_SUBMIT_FIELD.name, STEP_SUBMIT_FIELD.value]);
        }
      }),
    );
  });

  it('leaves every other step to the journey order', () => {
    expect(nextStepAfter('personalData', {}, TODAY).path).toBe(STEP_PATHS.productSelection);
    expect(nextStepAfter('contribution', {}, TODAY).path).toBe(STEP_PATHS.investmentSelection);
    expect(nextStepAfter('investmentSelection', {}, TODAY).path).toBe('/result');
  });
});
