import { describe, expect, it } from 'vitest';
import { insurerListOf } from '../../../domain/insurer-list/insurer-list';
import type { Tariff, TariffCatalogue } from '../../../domain/tariffs/tariff';

const tariff = (over: Partial<Tariff>): Tariff => ({ ...({} as Tariff), grade: 2, ...over });

const catalogue: TariffCatalogue = {
  demo: true,
  tariffs: [
    tariff({
      id: 'z1',
      insurerId: 4,
      insurerName: 'Zander',
      tariffName: 'Sofort',
      productTypes: ['sofort'],
      investmentType: 'klassisch',
    }),
    tariff({
      id: 'a2',
      insurerId: 1,
      insurerName: 'Äpfel Leben',
      tariffName: 'Rürup',
      productTypes: ['ruerup'],
      investmentType: 'fondsgebunden',
    }),
    tariff({
      id: 'a1',
      insurerId: 1,
      insurerName: 'Äpfel Leben',
      tariffName: 'Privat',
      productTypes: ['schicht3', 's3einmalzahlung'],
      investmentType: 'hybrid',
    }),
    tariff({
      id: 'b1',
      insurerId: 6,
      insurerName: 'Birke',
      tariffName: 'Riester',
      productTypes: ['riester'],
      investmentType: 'klassisch',
    }),
  ],
};

describe('insurerListOf', () => {
  it('groups the regular-premium tariffs by insurer, both sorted by German name', () => {
    const list = insurerListOf(catalogue, false);
    expect(list).toMatchObject({ demo: true, singlePremium: false });
    expect(list.insurers.map((i) => i.insurerName)).toEqual(['Äpfel Leben', 'Birke']);
    expect(list.insurers[0]?.tariffs.map((t) => [t.tariffId, t.productTypes])).toEqual([
      ['a1', ['schicht3']],
      ['a2', ['ruerup']],
    ]);
  });

  it('lists only the single-premium products for the sofort list', () => {
    const list = insurerListOf(catalogue, true);
    expect(list.insurers.map((i) => [i.insurerId, i.tariffs.map((t) => t.tariffId)])).toEqual([
      [1, ['a1']],
      [4, ['z1']],
    ]);
    expect(list.insurers[0]?.tariffs[0]?.productTypes).toEqual(['s3einmalzahlung']);
  });

  it('is empty for an empty catalogue', () => {
    expect(insurerListOf({ demo: false, tariffs: [] }, false).insurers).toEqual([]);
  });
});
