import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_OUTPUTS } from '../../../domain/device/device-output';
import { MAX_MONTHLY_PAYMENT, pointsFor } from '../../../domain/points/points-rule';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';

const productArb = fc.constantFrom(...PRODUCT_TYPES);
const deviceArb = fc.constantFrom(...DEVICE_OUTPUTS);
const paymentArb = fc.double({ min: 0, max: MAX_MONTHLY_PAYMENT, noNaN: true });

const pointsOf = (result: ReturnType<typeof pointsFor>): number => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('pointsFor properties', () => {
  it('is a non-negative integer for every accepted input', () => {
    fc.assert(
      fc.property(
        productArb,
        paymentArb,
        deviceArb,
        (productType, monthlyPayment, deviceOutput) => {
          const points = pointsOf(pointsFor({ productType, monthlyPayment, deviceOutput }));
          expect(Number.isInteger(points)).toBe(true);
          expect(points).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never falls when the monthly payment rises', () => {
    fc.assert(
      fc.property(
        productArb,
        paymentArb,
        paymentArb,
        deviceArb,
        (productType, a, b, deviceOutput) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const points = (monthlyPayment: number): number =>
            pointsOf(pointsFor({ productType, monthlyPayment, deviceOutput }));
          expect(points(low)).toBeLessThanOrEqual(points(high));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives the app at least as many points as any other output', () => {
    fc.assert(
      fc.property(
        productArb,
        paymentArb,
        deviceArb,
        (productType, monthlyPayment, deviceOutput) => {
          const app = pointsOf(pointsFor({ productType, monthlyPayment, deviceOutput: 'app' }));
          expect(app).toBeGreaterThanOrEqual(
            pointsOf(pointsFor({ productType, monthlyPayment, deviceOutput })),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
