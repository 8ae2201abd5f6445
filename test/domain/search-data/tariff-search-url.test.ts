import { describe, expect, it } from 'vitest';
import type { SearchData } from '../../../domain/search-data/search-data';
import { tariffSearchUrlData } from '../../../domain/search-data/tariff-search-url';

const search: SearchData = {
  jobSituation: 'Angestellter',
  productType: 'schicht3',
  insuranceStart: '2026-12-01',
  monthlyPayment: 100,
  oneTimePayment: 5000,
  paymentPeriod: 'monthly',
};

describe('tariffSearchUrlData (SPEC §3)', () => {
  it('takes insuranceStart, oneTimePayment and a monthly payment from the tariff', () => {
    expect(
      tariffSearchUrlData(search, {
        insuranceStart: '2027-01-01',
        oneTimePayment: 2000,
        payment: 150,
        paymentPeriod: 'monthly',
      }),
    ).toEqual({
      ...search,
      insuranceStart: '2027-01-01',
      oneTimePayment: 2000,
      monthlyPayment: 150,
    });
  });

  it('divides a yearly payment by 12 and rounds to 2 decimals', () => {
    const data = tariffSearchUrlData(search, {
      insuranceStart: '2027-01-01',
      payment: 1000,
      paymentPeriod: 'yearly',
    });
    expect(data.monthlyPayment).toBe(83.33);
    expect(data.paymentPeriod).toBe('monthly');
  });

  it('leaves oneTimePayment out when the tariff has none, and does not change its input', () => {
    const before = { ...search };
    const data = tariffSearchUrlData(search, {
      insuranceStart: '2027-01-01',
      payment: 1800,
      paymentPeriod: 'yearly',
    });
    expect('oneTimePayment' in data).toBe(false);
    expect(data.monthlyPayment).toBe(150);
    expect(search).toEqual(before);
  });

  it('keeps a oneTime or mix payment as it is', () => {
    for (const paymentPeriod of ['oneTime', 'mix'] as const) {
      const data = tariffSearchUrlData(
        {},
        { insuranceStart: '2027-01-01', payment: 1234.567, paymentPeriod },
      );
      expect(data).toEqual({ insuranceStart: '2027-01-01', monthlyPayment: 1234.567 });
    }
  });
});
