import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicationEntryUrl,
  tariffSearchDataOf,
} from '../../../domain/application/application-entry';
import { decodeSearchQuery } from '../../../domain/search-data/decode';

const LIST = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&pp=monthly&oce=1&tg=2.5';

describe('the entry into the application (SPEC §3 tariff search URL data)', () => {
  it('carries the tariff, the whole search with its filters, the start and the payment', () => {
    const url = applicationEntryUrl(LIST, {
      tariffId: 'a-b',
      monthlyContribution: 150,
      oneTimePayment: 0,
      insuranceStart: '2026-04-01',
    });
    expect(url).toBe(
      '/personal-login?tariffId=a-b&js=Angestellter&bd=1985-04-12&pt=schicht3&is=2026-04-01&mp=150&pp=monthly&oce=1&tg=2.5',
    );
  });

  it('a yearly search keeps its period; the payment is the row’s monthly twelfth', () => {
    const decoded = decodeSearchQuery('pt=schicht3&mp=100&pp=yearly');
    if (!decoded.ok) throw new Error('fixture');
    const data = tariffSearchDataOf(decoded.value.searchData, {
      tariffId: 'x',
      monthlyContribution: 100,
      oneTimePayment: 0,
      insuranceStart: null,
    });
    expect(data.monthlyPayment).toBe(100);
    expect(data.paymentPeriod).toBe('yearly');
    expect(data.insuranceStart).toBeUndefined();
  });

  it('a single premium adds its one-time payment and no monthly payment of 0', () => {
    const decoded = decodeSearchQuery('pt=sofort&bd=1960-05-01&otp=50000');
    if (!decoded.ok) throw new Error('fixture');
    const data = tariffSearchDataOf(decoded.value.searchData, {
      tariffId: 'x',
      monthlyContribution: 0,
      oneTimePayment: 50000,
      insuranceStart: '2026-04-01',
    });
    expect(data.monthlyPayment).toBeUndefined();
    expect(data.oneTimePayment).toBe(50000);
  });

  it('a query the codec refuses travels as it was', () => {
    const url = applicationEntryUrl('pt=riester&im=ja', {
      tariffId: 'x',
      monthlyContribution: 10,
      oneTimePayment: 0,
      insuranceStart: null,
    });
    expect(url).toBe('/personal-login?tariffId=x&pt=riester&im=ja');
  });

  it('every entry URL decodes back to the tariff id and a search with the tariff’s payment', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 1_000_000 }).map((cents) => cents / 100),
        (tariffId, monthly) => {
          const url = new URL(
            applicationEntryUrl(LIST, {
              tariffId,
              monthlyContribution: monthly,
              oneTimePayment: 0,
              insuranceStart: '2026-05-01',
            }),
            'https://x.test',
          );
          expect(url.pathname).toBe('/personal-login');
          expect(url.searchParams.get('tariffId')).toBe(tariffId);
          const search = decodeSearchQuery(url.search);
          expect(search.ok && search.value.searchData.monthlyPayment).toBe(monthly);
          expect(search.ok && search.value.searchData.insuranceStart).toBe('2026-05-01');
        },
      ),
    );
  });
});
