import {
  interpretLoginCallback,
  LOGIN_CALLBACK_PARAMETERS,
  personalDataAfterLogin,
  stripLoginCallback,
} from '../../../domain/session/login-callback';
import { isAnonymousLogin, type SsoUserData } from '../../../domain/session/login-state';
import {
  defaultPersonalData,
  defaultPersonalDataExtras,
  type PersonalData,
  type PersonalDataExtras,
} from '../../../domain/session/personal-data';
import { PERSONAL_DATA_STORAGE_KEY } from '../../../domain/session/personal-data-storage-key';

// SPEC §3: what is stored alongside the personal data (PERSONAL_DATA_STORAGE_KEY, shared with
// the application form), in the browser's session storage.
export const PERSONAL_DATA_EXTRAS_KEY = 'rk_personal_data_extras';
/** Whose login the stored personal data belongs to, so it is reset once per login (SPEC §4). */
export const LOGIN_OWNER_KEY = 'rk_login_owner';

/** The portal's code exchange (adapters/server/login/auth-api.plugin.ts). */
export const CALLBACK_EXCHANGE_PATH = '/api/auth/callback';

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export type CallbackStep =
  | { readonly kind: 'none' }
  /** Stored; the address without the callback parameters replaces the current one. */
  | { readonly kind: 'stored'; readonly replaceWith: string }
  /** A login code: the portal server exchanges it, then comes back stripped. */
  | { readonly kind: 'exchange'; readonly assign: string };

const queryOf = (search: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(search));

/**
 * SPEC §4 full-page login callback on any page: an anonymous callback stores the anonymous flag,
 * email and phone and strips the parameters; a callback with the session code goes to the
 * server's exchange with the page (stripped) as the return address.
 */
export const handleLoginCallback = (
  location: { readonly pathname: string; readonly search: string; readonly hash: string },
  storage: KeyValueStore,
): CallbackStep => {
  const callback = interpretLoginCallback(queryOf(location.search));
  if (callback === null) return { kind: 'none' };
  const page = `${location.pathname}${location.search}${location.hash}`;
  const stripped = stripLoginCallback(page);
  if (callback.kind === 'anonymous') {
    const extras: PersonalDataExtras = {
      ...defaultPersonalDataExtras(),
      isAnonymous: true,
      email: callback.store.email,
      phoneNumber: callback.store.phoneNumber,
      loginType: 'anonymous',
    };
    storage.setItem(PERSONAL_DATA_EXTRAS_KEY, JSON.stringify(extras));
    return { kind: 'stored', replaceWith: stripped };
  }
  const names = LOGIN_CALLBACK_PARAMETERS();
  const passed = new URLSearchParams(
    [...new URLSearchParams(location.search)].filter(([name]) => names.includes(name)),
  );
  passed.set('returnTo', stripped);
  return { kind: 'exchange', assign: `${CALLBACK_EXCHANGE_PATH}?${passed.toString()}` };
};

const parsed = <T>(text: string | null): T | null => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

/**
 * SPEC §4: once a login is set, the stored personal data is reset and the user's data stored
 * (newTermsConfirmed and agreementToContactFromAdvisor false, no birthday) — once per login.
 * A guest of the anonymous login is no logged-in callback: its flag, e-mail and phone are stored
 * by its own callback, and its personal data keeps the defaults. Answers whether it stored.
 */
export const storeLoggedInUser = (user: SsoUserData, storage: KeyValueStore): boolean => {
  if (isAnonymousLogin(user)) return false;
  const owner = JSON.stringify([user.firstName ?? '', user.lastName ?? '']);
  if (storage.getItem(LOGIN_OWNER_KEY) === owner) return false;
  const data: PersonalData = personalDataAfterLogin(user, defaultPersonalData());
  storage.setItem(PERSONAL_DATA_STORAGE_KEY, JSON.stringify(data));
  storage.setItem(LOGIN_OWNER_KEY, owner);
  return true;
};

/** The stored personal data, or null. */
export const storedPersonalData = (storage: KeyValueStore): PersonalData | null =>
  parsed<PersonalData>(storage.getItem(PERSONAL_DATA_STORAGE_KEY));
