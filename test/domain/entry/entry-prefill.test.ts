import { describe, expect, it } from 'vitest';
import { entryPrefill, loginPrefill, queryPrefill } from '../../../domain/entry/entry-prefill';
import type { LoginUserData } from '../../../domain/session/login-state';

const loggedIn = (sso: object): LoginUserData => ({
  isLoggedIn: true,
  ssoUserData: sso,
  expiredSessionData: null,
});

describe('queryPrefill', () => {
  it('reads the spec names first, then the codec keys', () => {
    expect(
      queryPrefill(
        new URLSearchParams('birthday=1990-05-17&js=Beamter&jobSituation=Angestellter&pt=sofort'),
      ),
    ).toEqual({ birthday: '1990-05-17', jobSituation: 'Angestellter', productType: 'sofort' });
    expect(queryPrefill(new URLSearchParams('bd=1980-01-02&js=Nicht+oder+gering'))).toEqual({
      birthday: '1980-01-02',
      jobSituation: 'Nicht oder gering',
    });
    expect(queryPrefill(new URLSearchParams('birthday=&other=1'))).toEqual({});
  });
});

describe('loginPrefill', () => {
  it('takes birthday and job situation of a logged-in user when the login data has them', () => {
    expect(loginPrefill(loggedIn({ firstName: 'Eva', birthday: '1970-01-01' }))).toEqual({
      birthday: '1970-01-01',
    });
    expect(loginPrefill(loggedIn({ jobSituation: 'Beamter', birthday: 7 }))).toEqual({
      jobSituation: 'Beamter',
    });
    expect(loginPrefill(null)).toEqual({});
    expect(
      loginPrefill({ isLoggedIn: false, ssoUserData: null, expiredSessionData: null }),
    ).toEqual({});
  });
});

describe('entryPrefill (SPEC §3 merge priority)', () => {
  it('query beats business process beats login, per field', () => {
    expect(
      entryPrefill({
        query: { birthday: '1990-05-17' },
        businessProcess: { birthday: '1980-01-01', jobSituation: 'Beamter' },
        login: { birthday: '1970-01-01', jobSituation: 'Angestellter' },
        pageCategory: 'rente',
      }),
    ).toEqual({ product: 'schicht3', birthday: '17.05.1990', jobSituation: 'Beamter' });
    expect(
      entryPrefill({
        query: {},
        businessProcess: {},
        login: { birthday: '1970-01-01', jobSituation: 'Angestellter' },
        pageCategory: 'rente',
      }),
    ).toEqual({ product: 'schicht3', birthday: '01.01.1970', jobSituation: 'Angestellter' });
  });

  it('an unknown job situation falls through to the next source', () => {
    expect(
      entryPrefill({
        query: { jobSituation: 'Rentner' },
        businessProcess: { jobSituation: 'Auszubildender' },
        login: {},
        pageCategory: 'rente',
      }).jobSituation,
    ).toBe('Auszubildender');
  });

  it('the product: query productType, else the page default', () => {
    const base = { businessProcess: {}, login: {} };
    expect(entryPrefill({ ...base, query: {}, pageCategory: 'rente-ez' }).product).toBe('sofort');
    expect(
      entryPrefill({ ...base, query: { productType: 'schicht3' }, pageCategory: 'rente-ez' })
        .product,
    ).toBe('schicht3');
    expect(
      entryPrefill({ ...base, query: { productType: 'sofort' }, pageCategory: 'rente' }).product,
    ).toBe('sofort');
    expect(
      entryPrefill({ ...base, query: { productType: 'bogus' }, pageCategory: 'rente' }).product,
    ).toBe('schicht3');
  });

  it('keeps a birthday that is no date as typed, so the form reports it', () => {
    expect(
      entryPrefill({
        query: { birthday: '1990-13-01' },
        businessProcess: {},
        login: {},
        pageCategory: 'rente',
      }).birthday,
    ).toBe('1990-13-01');
  });
});
