import { DEFAULT_BRAND } from '../partner/brand';
import { withoutParameters } from '../partner/page-url';
import type { SsoUserData } from './login-state';
import type { PersonalData, PersonalDataExtras } from './personal-data';

/** 'rksession': the session parameter's name carries the provider's abbreviation (SPEC §7). */
export const sessionParameterOf = (brandAbbr: string = DEFAULT_BRAND.abbr): string =>
  `${brandAbbr}session`;

// SPEC §4, §7: the query parameters the central login sends the browser back with.
export const LOGIN_CALLBACK_PARAMETERS = (brandAbbr: string = DEFAULT_BRAND.abbr): string[] => [
  sessionParameterOf(brandAbbr),
  'ls',
  'points',
  'anonymous',
  'email',
  'phone',
];

export type AnonymousLoginStore = Pick<PersonalDataExtras, 'email' | 'phoneNumber'> & {
  readonly isAnonymous: true;
};

export type LoginCallback =
  | { readonly kind: 'anonymous'; readonly store: AnonymousLoginStore }
  | {
      readonly kind: 'loggedIn';
      readonly code: string;
      readonly ls: string | null;
      readonly points: string | null;
    };

const present = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : value;

const ANONYMOUS_FLAGS = ['true', '1'];

/**
 * SPEC §4: an anonymous callback (anonymous=true or 1) stores the flag, email and phone; else a
 * callback with the session parameter is a login; anything else is no callback (null).
 */
export const interpretLoginCallback = (
  query: Readonly<Record<string, string | undefined>>,
  brandAbbr: string = DEFAULT_BRAND.abbr,
): LoginCallback | null => {
  if (ANONYMOUS_FLAGS.includes(query.anonymous?.trim().toLowerCase() ?? '')) {
    return {
      kind: 'anonymous',
      store: { isAnonymous: true, email: present(query.email), phoneNumber: present(query.phone) },
    };
  }
  const code = present(query[sessionParameterOf(brandAbbr)]);
  if (code === null) return null;
  return { kind: 'loggedIn', code, ls: present(query.ls), points: present(query.points) };
};

/**
 * SPEC §4: after a logged-in callback the user's data is stored with newTermsConfirmed and
 * agreementToContactFromAdvisor false and without the birthday; the login's names and phone
 * number replace the stored ones where present.
 */
export const personalDataAfterLogin = (user: SsoUserData, stored: PersonalData): PersonalData => ({
  ...stored,
  firstName: present(user.firstName) ?? stored.firstName,
  lastName: present(user.lastName) ?? stored.lastName,
  phoneNumber: present(user.loginPhoneNumber) ?? stored.phoneNumber,
  birthday: null,
  newTermsConfirmed: false,
  agreementToContactFromAdvisor: false,
});

/** SPEC §4: the address without the callback parameters, everything else as it was. */
export const stripLoginCallback = (url: string, brandAbbr: string = DEFAULT_BRAND.abbr): string =>
  withoutParameters(url, LOGIN_CALLBACK_PARAMETERS(brandAbbr));
