import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_MONTHLY_PAYMENT,
  examplePointsInput,
} from '../../../domain/points/example-points-input';
import { pointsFor } from '../../../domain/points/points-rule';

describe('examplePointsInput', () => {
  it('sends 100 € a month for monthly products and null for single premiums', () => {
    expect(examplePointsInput('riester', 'desktop')).toEqual({
      productType: 'riester',
      monthlyPayment: EXAMPLE_MONTHLY_PAYMENT,
      deviceOutput: 'desktop',
    });
    expect(examplePointsInput('sofort', 'app').monthlyPayment).toBeNull();
    expect(examplePointsInput('s3einmalzahlung', 'mobile').monthlyPayment).toBeNull();
  });

  it('is an input the points rule accepts', () => {
    // schicht3: 400 base + 1200 € a year / 10 € = 520.
    expect(pointsFor(examplePointsInput('schicht3', 'desktop'))).toEqual({ ok: true, value: 520 });
  });
});
