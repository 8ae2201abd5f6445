import { describe, expect, it } from 'vitest';
import {
  fullNameOf,
  isInPointsProgramme,
  type LoginUserData,
  loginStateOf,
} from '../../../domain/session/login-state';

const max = { firstName: 'Max', lastName: 'Mustermann', points: 'yes' };
const loggedIn: LoginUserData = { isLoggedIn: true, ssoUserData: max, expiredSessionData: null };
const guestData: LoginUserData = { isLoggedIn: false, ssoUserData: null, expiredSessionData: null };

describe('loginStateOf (SPEC §4)', () => {
  it('logged in when user info is present', () => {
    expect(loginStateOf(loggedIn, null)).toEqual({ kind: 'loggedIn', user: max });
    expect(loginStateOf(loggedIn, { isUserLoggedOut: true })).toEqual({
      kind: 'loggedIn',
      user: max,
    });
  });

  it('expired when there is no user but session info without isUserLoggedOut', () => {
    const expiredSessionData = { firstName: 'Erika', lastName: 'Musterfrau' };
    expect(loginStateOf({ ...guestData, expiredSessionData }, {})).toEqual({
      kind: 'expired',
      session: expiredSessionData,
    });
    expect(loginStateOf(guestData, { isUserLoggedOut: false })).toEqual({
      kind: 'expired',
      session: {},
    });
    expect(loginStateOf(null, {})).toEqual({ kind: 'expired', session: {} });
  });

  it('guest otherwise', () => {
    expect(loginStateOf(null, null)).toEqual({ kind: 'guest' });
    expect(loginStateOf(guestData, null)).toEqual({ kind: 'guest' });
    expect(loginStateOf(guestData, { isUserLoggedOut: true })).toEqual({ kind: 'guest' });
  });

  it('needs isLoggedIn and the user info together', () => {
    expect(loginStateOf({ ...loggedIn, isLoggedIn: false }, null)).toEqual({ kind: 'guest' });
    expect(loginStateOf({ ...guestData, isLoggedIn: true }, null)).toEqual({ kind: 'guest' });
  });
});

describe('isInPointsProgramme (SPEC §6)', () => {
  it.each([
    ['yes', true],
    ['no', false],
    ['Yes', false],
    ['', false],
    [undefined, false],
  ])('points %j → %s', (points, member) => {
    expect(isInPointsProgramme({ points })).toBe(member);
  });
  it('is false without a user', () => {
    expect(isInPointsProgramme(null)).toBe(false);
  });
});

describe('fullNameOf', () => {
  it.each([
    [{ firstName: 'Max', lastName: 'Mustermann' }, 'Max Mustermann'],
    [{ firstName: ' Jürgen ', lastName: 'Groß ' }, 'Jürgen Groß'],
    [{ firstName: 'Max' }, 'Max'],
    [{ lastName: 'Mustermann' }, 'Mustermann'],
    [{ firstName: ' ', lastName: '' }, null],
    [{}, null],
  ])('%j → %j', (person, name) => {
    expect(fullNameOf(person)).toBe(name);
  });
});
