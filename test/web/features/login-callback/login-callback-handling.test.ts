import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_STORAGE_KEY } from '../../../../domain/session/personal-data-storage-key';
import {
  formValuesOfStoredPersonalData,
  storedPersonalDataWith,
} from '../../../../domain/session/stored-personal-data';
import {
  handleLoginCallback,
  LOGIN_OWNER_KEY,
  PERSONAL_DATA_EXTRAS_KEY,
  storedPersonalData,
  storeLoggedInUser,
} from '../../../../web/features/login-callback/login-callback-handling';

const memoryStore = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
};

const at = (pathname: string, search: string, hash = '') => ({ pathname, search, hash });

describe('handleLoginCallback (SPEC §4)', () => {
  it('does nothing without callback parameters', () => {
    const store = memoryStore();
    expect(handleLoginCallback(at('/riester-rente', '?wpset=natural'), store)).toEqual({
      kind: 'none',
    });
    expect(store.items.size).toBe(0);
  });

  it('stores an anonymous callback, then strips its parameters only', () => {
    const store = memoryStore();
    const step = handleLoginCallback(
      at('/antrag', '?schritt=2&anonymous=1&email=a%40b.de&phone=0301234&rksession=c0de', '#top'),
      store,
    );
    expect(step).toEqual({ kind: 'stored', replaceWith: '/antrag?schritt=2#top' });
    expect(JSON.parse(store.items.get(PERSONAL_DATA_EXTRAS_KEY) ?? '{}')).toMatchObject({
      isAnonymous: true,
      email: 'a@b.de',
      phoneNumber: '0301234',
      loginType: 'anonymous',
    });
  });

  it('sends a login code to the server exchange with the stripped page as return address', () => {
    const step = handleLoginCallback(
      at('/ruerup-rente', '?wpset=x&rksession=c0de&ls=login&points=yes'),
      memoryStore(),
    );
    expect(step.kind).toBe('exchange');
    const url = new URL(step.kind === 'exchange' ? step.assign : '', 'http://portal.test');
    expect(url.pathname).toBe('/api/auth/callback');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      rksession: 'c0de',
      ls: 'login',
      points: 'yes',
      returnTo: '/ruerup-rente?wpset=x',
    });
  });
});

describe('storeLoggedInUser (SPEC §4)', () => {
  it('resets the stored personal data once per login, without the birthday', () => {
    const store = memoryStore();
    store.setItem(
      PERSONAL_DATA_STORAGE_KEY,
      JSON.stringify({ birthday: '1980-01-01', firstName: 'Alt' }),
    );
    const user = { firstName: 'Erika', lastName: 'Mustermann', loginPhoneNumber: '0301' };
    expect(storeLoggedInUser(user, store)).toBe(true);
    expect(storedPersonalData(store)).toMatchObject({
      firstName: 'Erika',
      lastName: 'Mustermann',
      phoneNumber: '0301',
      birthday: null,
      newTermsConfirmed: false,
      agreementToContactFromAdvisor: false,
    });
    store.setItem(
      PERSONAL_DATA_STORAGE_KEY,
      JSON.stringify({ ...storedPersonalData(store), city: 'x' }),
    );
    expect(storeLoggedInUser(user, store)).toBe(false);
    expect(store.items.get(LOGIN_OWNER_KEY)).toBe('["Erika","Mustermann"]');
    expect(storeLoggedInUser({ firstName: 'Max' }, store)).toBe(true);
    expect(storedPersonalData(store)?.firstName).toBe('Max');
  });

  it('takes nothing over from a guest of the anonymous login (its defaults stay)', () => {
    const store = memoryStore();
    const guest = {
      loginEmail: 'gast@example.org',
      loginPhoneNumber: '0301',
      loginType: 'anonymous',
    };
    expect(storeLoggedInUser(guest, store)).toBe(false);
    expect(storedPersonalData(store)).toBeNull();
    expect(store.items.has(LOGIN_OWNER_KEY)).toBe(false);
  });
});

describe('one session-storage entry for the personal data', () => {
  it('a logged-in callback’s entry prefills the application form, whose typing keeps its flags', () => {
    const store = memoryStore();
    const user = { firstName: 'Erika', lastName: 'Mustermann', loginPhoneNumber: '030 1234567' };
    expect(storeLoggedInUser(user, store)).toBe(true);
    expect([...store.items.keys()]).toContain(PERSONAL_DATA_STORAGE_KEY);
    // What web/features/application/use-session-personal-data.ts fills the empty fields with.
    const written = JSON.parse(store.getItem(PERSONAL_DATA_STORAGE_KEY) ?? 'null');
    expect(formValuesOfStoredPersonalData(written)).toMatchObject({
      firstName: 'Erika',
      lastName: 'Mustermann',
      phoneNumber: '030 1234567',
    });
    expect(formValuesOfStoredPersonalData(written)).not.toHaveProperty('birthday');
    // The form writes back into the same entry: the callback's flags stay, the owner stays.
    store.setItem(
      PERSONAL_DATA_STORAGE_KEY,
      JSON.stringify(storedPersonalDataWith(written, { city: 'Köln', firstName: 'Erika' })),
    );
    expect(storedPersonalData(store)).toMatchObject({
      firstName: 'Erika',
      agreementToContactFromAdvisor: false,
      newTermsConfirmed: false,
      address: { city: 'Köln' },
    });
    expect(storeLoggedInUser(user, store)).toBe(false);
  });
});
