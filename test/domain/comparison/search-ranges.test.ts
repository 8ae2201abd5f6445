import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import { projectionInputOf } from '../../../domain/comparison/normalize-search';
import { tariffDetails } from '../../../domain/comparison/tariff-details';
import { decodeSearchQuery } from '../../../domain/search-data/decode';
import type { SearchData } from '../../../domain/search-data/search-data';
import { SMALL_CATALOGUE } from '../../fixtures/comparison/small-catalogue';

const NOW = Temporal.Instant.from('2026-03-10T10:00:00Z');

const searchOf = (query: string): SearchData => {
  const decoded = decodeSearchQuery(query);
  if (!decoded.ok) throw new Error(decoded.error.message);
  return decoded.value.searchData;
};

const errorOf = (query: string) => {
  const result = projectionInputOf(searchOf(query), NOW);
  if (result.ok) throw new Error(`expected an error for ${query}`);
  return result.error;
};

const RIESTER = 'js=Angestellter&bd=1985-04-12&pt=riester&egs=40000&mp=100';

describe('issue 13 finding 1: the number of children is bounded', () => {
  it.each(['noc=100000000', 'noc=30000000', 'noc=1e300', 'noc=16', 'noc=-1', 'noc=2.5'])(
    'refuses %s with a German message',
    (noc) => {
      expect(errorOf(`${RIESTER}&${noc}`)).toEqual({
        kind: 'comparison/children',
        message: 'Die Anzahl der Kinder mit Zulagenanspruch muss zwischen 0 und 15 liegen.',
      });
    },
  );

  it('accepts 15 children and credits them in the first year', () => {
    const input = projectionInputOf(searchOf(`${RIESTER}&noc=15`), NOW);
    expect(input.ok && input.value.riester?.childrenWithoutBirthday).toBe(15);
  });

  it('refuses more than 15 children birthdays', () => {
    const cb = Array.from({ length: 16 }, (_, i) => `20${String(10 + (i % 10))}-01-01`).join(',');
    expect(errorOf(`${RIESTER}&cb=${cb}`)).toEqual({
      kind: 'comparison/children-birthdays',
      message: 'Es können höchstens 15 Geburtsdaten von Kindern angegeben werden.',
    });
  });

  it('answers compareTariffs and tariffDetails with the error, not an exception', () => {
    const search = searchOf(`${RIESTER}&noc=1e300`);
    const compared = compareTariffs(SMALL_CATALOGUE, search, {}, NOW);
    expect(compared.ok ? null : compared.error.kind).toBe('comparison/children');
    const details = tariffDetails(SMALL_CATALOGUE, 'c-hybrid', search, NOW);
    expect(details.ok ? null : details.error.kind).toBe('comparison/children');
  });
});

describe('issue 13 finding 2: huge amounts are a typed error', () => {
  it.each(['schicht3', 'riester', 'ruerup'])('refuses mp=1e308 for %s', (pt) => {
    const query = `js=Angestellter&bd=1985-04-12&pt=${pt}&egs=40000&mp=1e308`;
    expect(errorOf(query)).toEqual({
      kind: 'comparison/contribution-range',
      message: 'Der monatliche Beitrag muss zwischen 0 und 10.000.000 € liegen.',
    });
    // A catalogue whose tariffs take the largest amounts, so the range is what is tested.
    const wide = {
      ...SMALL_CATALOGUE,
      tariffs: SMALL_CATALOGUE.tariffs.map((t) => ({
        ...t,
        limits: { ...t.limits, maxMonthlyPayment: 10_000_000, maxOneTimePayment: 10_000_000 },
      })),
    };
    const compared = compareTariffs(wide, searchOf(query), {}, NOW);
    expect(compared.ok).toBe(false);
  });

  it('refuses otp=1e308 for s3einmalzahlung and sofort', () => {
    const message = 'Der Einmalbeitrag muss zwischen 0 und 10.000.000 € liegen.';
    expect(errorOf('bd=1985-04-12&pt=s3einmalzahlung&otp=1e308')).toEqual({
      kind: 'comparison/one-time-payment-range',
      message,
    });
    expect(errorOf('bd=1960-04-12&pt=sofort&otp=1e308').message).toBe(message);
  });

  it('refuses salaries outside 0 to 10.000.000 €', () => {
    expect(errorOf(`${RIESTER}&egs=1e308`.replace('egs=40000&', ''))).toEqual({
      kind: 'comparison/salary',
      message: 'Das Bruttojahresgehalt muss zwischen 0 und 10.000.000 € liegen.',
    });
    expect(errorOf(`${RIESTER}&im=1&sjb=Beamter&segs=-5`)).toEqual({
      kind: 'comparison/spouse-salary',
      message: 'Das Bruttojahresgehalt des Ehepartners muss zwischen 0 und 10.000.000 € liegen.',
    });
  });

  it('accepts the largest valid amounts and projects them to finite figures', () => {
    const query = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=10000000&otp=10000000&aotp=1';
    // A catalogue whose tariffs take the largest amounts, so the range is what is tested.
    const wide = {
      ...SMALL_CATALOGUE,
      tariffs: SMALL_CATALOGUE.tariffs.map((t) => ({
        ...t,
        limits: { ...t.limits, maxMonthlyPayment: 10_000_000, maxOneTimePayment: 10_000_000 },
      })),
    };
    const compared = compareTariffs(wide, searchOf(query), {}, NOW);
    if (!compared.ok) throw new Error(compared.error.message);
    for (const row of compared.value.results) {
      expect(Number.isFinite(row.projectedPension)).toBe(true);
      expect(Number.isFinite(row.capitalAtRetirement)).toBe(true);
    }
  });
});

describe('the insurer filter', () => {
  it('refuses insurer numbers that are not whole numbers from 1 to 999', () => {
    const search = searchOf('js=Angestellter&bd=1985-04-12&pt=schicht3&mp=100');
    for (const id of [0, 1000, 1e308, 2.5, -1]) {
      const compared = compareTariffs(SMALL_CATALOGUE, search, { insuranceFilter: [1, id] }, NOW);
      expect(compared.ok ? null : compared.error).toEqual({
        kind: 'comparison/insurer-filter',
        message: 'Der Versichererfilter darf nur Versicherernummern von 1 bis 999 enthalten.',
      });
    }
  });
});
