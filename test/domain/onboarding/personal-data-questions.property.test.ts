import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { projectionInputOf } from '../../../domain/comparison/normalize-search';
import { readPersonalData } from '../../../domain/onboarding/personal-data-form';
import { personalDataQuestions } from '../../../domain/onboarding/personal-data-questions';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/products/product-type';

const TODAY = { year: 2026, month: 11, day: 22 };
const NOW = Temporal.Instant.from('2026-11-22T10:00:00Z');
const MARRIED = {
  birthday: '12.04.1985',
  jobSituation: 'Angestellter',
  hasPublicInsurance: '1',
  isMarried: '1',
  spouseJobSituation: 'Beamter',
  spouseHasPublicInsurance: '0',
  spouseHasRiesterContract: '0',
  numberOfChildrenWithAllowance: '0',
};
const SALARY_FIELDS = ['estimatedGrossYearlySalary', 'spouseEstimatedGrossYearlySalary'];
const CHURCH_TAX_FIELDS = ['paysChurchTax', 'spousePaysChurchTax'];

const productArb: fc.Arbitrary<ProductType | undefined> = fc.option(
  fc.constantFrom(...PRODUCT_TYPES),
  { nil: undefined },
);
// Anything a form can send for the four tax fields, answers and nonsense alike, or nothing.
const taxValueArb = fc.option(fc.constantFrom('0', '1', '45.000', 'viel', '', '-5'), {
  nil: undefined,
});
const taxFieldsArb = fc.record({
  paysChurchTax: taxValueArb,
  spousePaysChurchTax: taxValueArb,
  estimatedGrossYearlySalary: taxValueArb,
  spouseEstimatedGrossYearlySalary: taxValueArb,
});

const formOf = (tax: Record<string, string | undefined>): Record<string, string> => {
  const sent = Object.entries(tax).filter(
    (pair): pair is [string, string] => pair[1] !== undefined,
  );
  return { ...MARRIED, ...Object.fromEntries(sent) };
};

describe('which personal data the product needs (issue 16 item 7)', () => {
  it('asks Riester for the salary, Rürup for salary and church tax, the others for neither', () => {
    expect(personalDataQuestions('riester')).toEqual({
      salary: true,
      churchTax: false,
      optional: false,
    });
    expect(personalDataQuestions('ruerup')).toEqual({
      salary: true,
      churchTax: true,
      optional: false,
    });
    for (const product of ['schicht3', 'sofort', 's3einmalzahlung'] as const) {
      expect(personalDataQuestions(product)).toEqual({
        salary: false,
        churchTax: false,
        optional: false,
      });
    }
    // No product yet: both asked for the next step's Riester and Rürup offers, but optional,
    // as private Rentenversicherung needs neither (issue 32, finding 11).
    expect(personalDataQuestions(undefined)).toEqual({
      salary: true,
      churchTax: true,
      optional: true,
    });
  });

  it('reads, keeps and refuses only the fields the product asks, whatever else is sent', () => {
    fc.assert(
      fc.property(productArb, taxFieldsArb, (product, tax) => {
        const asks = personalDataQuestions(product);
        const result = readPersonalData(formOf(tax), TODAY, product);
        const named = result.ok ? Object.keys(result.value) : Object.keys(result.error);
        const asked = [
          ...(asks.salary ? SALARY_FIELDS : []),
          ...(asks.churchTax ? CHURCH_TAX_FIELDS : []),
        ];
        for (const field of [...SALARY_FIELDS, ...CHURCH_TAX_FIELDS]) {
          if (!asked.includes(field)) expect(named).not.toContain(field);
          // An asked field is either an answer or a message, never silently dropped.
          else if (result.ok && (tax[field as keyof typeof tax] ?? '') !== '')
            expect(named).toContain(field);
        }
        // An asked field left out is refused at that field, unless it is optional.
        const missing = asks.optional
          ? []
          : asked.filter((field) => tax[field as keyof typeof tax] === undefined);
        if (missing.length > 0) {
          expect(result.ok).toBe(false);
          if (!result.ok)
            expect(Object.keys(result.error)).toEqual(expect.arrayContaining(missing));
        }
      }),
    );
  });

  it('lets the comparison run on what the step keeps for products that ask neither', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('schicht3', 's3einmalzahlung') as fc.Arbitrary<ProductType>,
        taxFieldsArb,
        (product, tax) => {
          const answers = readPersonalData(formOf(tax), TODAY, product);
          expect(answers.ok).toBe(true);
          if (!answers.ok) return;
          expect(answers.value).not.toHaveProperty('estimatedGrossYearlySalary');
          expect(answers.value).not.toHaveProperty('paysChurchTax');
          const input = projectionInputOf(
            { ...answers.value, productType: product, monthlyPayment: 100, oneTimePayment: 10_000 },
            NOW,
          );
          expect(input.ok && { riester: input.value.riester, ruerup: input.value.ruerup }).toEqual({
            riester: null,
            ruerup: null,
          });
        },
      ),
    );
  });
});
