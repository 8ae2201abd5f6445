import { LOGIN_VIEWS } from '../../../domain/session/full-page-login';

// JSON schemas of the /api/auth routes (LoginUserData and friends).
const nullableString = { type: ['string', 'null'], maxLength: 500 } as const;

const NAMES = {
  type: 'object',
  properties: {
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    loginType: { type: 'string' },
  },
} as const;

export const EXPIRED_SESSION_DATA_SCHEMA = { ...NAMES, type: ['object', 'null'] } as const;

export const LOGIN_USER_DATA_SCHEMA = {
  type: 'object',
  required: ['isLoggedIn', 'ssoUserData', 'expiredSessionData'],
  properties: {
    isLoggedIn: { type: 'boolean' },
    ssoUserData: {
      type: ['object', 'null'],
      properties: {
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        salutation: { type: 'string' },
        points: { type: 'string' },
        loginPhoneNumber: { type: 'string' },
        loginEmail: { type: 'string' },
        loginType: { type: 'string' },
      },
    },
    expiredSessionData: EXPIRED_SESSION_DATA_SCHEMA,
  },
} as const;

export const LOGIN_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    returnTo: { type: 'string', maxLength: 2048 },
    /** The portal page of the login page's „Zurück" link; returnTo when missing. */
    back: { type: 'string', maxLength: 2048 },
    /** Only this way in on the login page. */
    ansicht: { type: 'string', enum: [...LOGIN_VIEWS] },
  },
} as const;

/** SPEC §7 POST auth/user/data: ssoUserData and personalData; the fields inside are free. */
export const USER_DATA_BODY_SCHEMA = {
  type: 'object',
  required: ['ssoUserData', 'personalData'],
  properties: {
    ssoUserData: {
      type: ['object', 'null'],
      properties: {
        firstName: nullableString,
        lastName: nullableString,
        loginPhoneNumber: nullableString,
      },
    },
    personalData: { type: ['object', 'null'] },
  },
} as const;

/** SPEC §7 POST auth/register-anonymous: `{ login: { email, phoneNumber } }`. */
export const REGISTER_ANONYMOUS_BODY_SCHEMA = {
  type: 'object',
  required: ['login'],
  properties: {
    login: {
      type: 'object',
      required: ['email', 'phoneNumber'],
      properties: {
        email: { type: 'string', maxLength: 254 },
        phoneNumber: { type: 'string', maxLength: 40 },
      },
    },
  },
} as const;
