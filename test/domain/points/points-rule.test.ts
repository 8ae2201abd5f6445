import { describe, expect, it } from 'vitest';
import {
  APP_BONUS_POINTS,
  MAX_CONTRIBUTION_POINTS,
  POINTS_MESSAGES,
  pointsFor,
} from '../../../domain/points/points-rule';

describe('pointsFor', () => {
  it('gives a monthly product its base plus one point per 10 € of yearly contribution', () => {
    // 100 € a month = 1 200 € a year = 120 points, on top of the base.
    expect(
      pointsFor({ productType: 'schicht3', monthlyPayment: 100, deviceOutput: 'desktop' }),
    ).toEqual({ ok: true, value: 400 + 120 });
    expect(
      pointsFor({ productType: 'ruerup', monthlyPayment: 250, deviceOutput: 'mobile' }),
    ).toEqual({
      ok: true,
      value: 500 + 300,
    });
    expect(
      pointsFor({ productType: 'riester', monthlyPayment: 0, deviceOutput: 'tablet' }),
    ).toEqual({
      ok: true,
      value: 300,
    });
  });

  it('counts only full 10 € steps and is not fooled by float noise', () => {
    // 0.83 € × 12 = 9.96 € → no point yet; 0.84 € × 12 = 10.08 € → one point.
    const points = (monthlyPayment: number): unknown =>
      pointsFor({ productType: 'schicht3', monthlyPayment, deviceOutput: 'desktop' });
    expect(points(0.83)).toEqual({ ok: true, value: 400 });
    expect(points(0.84)).toEqual({ ok: true, value: 401 });
    expect(points(0.1 + 0.2)).toEqual(points(0.3));
  });

  it('caps the contribution points at a yearly contribution of 30 000 €', () => {
    const at = (monthlyPayment: number): unknown =>
      pointsFor({ productType: 'ruerup', monthlyPayment, deviceOutput: 'desktop' });
    expect(at(2500)).toEqual({ ok: true, value: 500 + MAX_CONTRIBUTION_POINTS });
    expect(at(90_000)).toEqual({ ok: true, value: 500 + MAX_CONTRIBUTION_POINTS });
  });

  it('gives single-premium products a fixed amount and ignores a monthly payment', () => {
    expect(
      pointsFor({ productType: 'sofort', monthlyPayment: null, deviceOutput: 'desktop' }),
    ).toEqual({
      ok: true,
      value: 750,
    });
    expect(
      pointsFor({ productType: 's3einmalzahlung', monthlyPayment: 9999, deviceOutput: 'desktop' }),
    ).toEqual({ ok: true, value: 750 });
  });

  it('adds the app bonus for the phone and tablet app', () => {
    for (const deviceOutput of ['app', 'tabletapp'] as const) {
      expect(pointsFor({ productType: 'sofort', monthlyPayment: null, deviceOutput })).toEqual({
        ok: true,
        value: 750 + APP_BONUS_POINTS,
      });
    }
  });

  it('refuses a missing, negative, too high or non-finite monthly payment', () => {
    const error = (monthlyPayment: number | null): unknown =>
      pointsFor({ productType: 'schicht3', monthlyPayment, deviceOutput: 'desktop' });
    expect(error(null)).toEqual({
      ok: false,
      error: { kind: 'points/monthly-payment', message: POINTS_MESSAGES.missing },
    });
    for (const bad of [-0.01, 100_000.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(error(bad)).toEqual({
        ok: false,
        error: {
          kind: 'points/monthly-payment',
          message: 'Der monatliche Beitrag muss zwischen 0 und 100.000 Euro liegen.',
        },
      });
    }
  });
});
