import { describe, expect, it } from 'vitest';
import { makeGetExpiredSession } from '../../../ports/use-cases/get-expired-session.use-case';
import { makeGetUserData } from '../../../ports/use-cases/get-user-data.use-case';
import { makeLogOut } from '../../../ports/use-cases/log-out.use-case';
import { makeRegisterAnonymous } from '../../../ports/use-cases/register-anonymous.use-case';
import { ERIKA_INPUT, loginTestDeps } from './login-test-deps';

const GUEST = { isLoggedIn: false, ssoUserData: null, expiredSessionData: null };

const withErikaSession = async (): Promise<ReturnType<typeof loginTestDeps>> => {
  const deps = loginTestDeps();
  await deps.accounts.create({
    id: 'erika',
    email: 'erika@example.de',
    passwordHash: 'plain$x',
    salutation: ERIKA_INPUT.salutation,
    firstName: 'Erika',
    lastName: 'Mustermann',
    phoneNumber: '0171 2345678',
    points: false,
    createdAt: '2025-03-10T09:00:00Z',
  });
  const at = deps.clock.now().toString();
  await deps.sessions.create({
    id: 's1',
    accountId: 'erika',
    anonymous: false,
    email: 'erika@example.de',
    phoneNumber: null,
    createdAt: at,
    lastSeenAt: at,
  });
  return deps;
};

describe('user data, idle expiry, expired-session data and logout', () => {
  it('answers the logged-in user and moves lastSeenAt', async () => {
    const deps = await withErikaSession();
    deps.clock.advance({ minutes: 10 });
    expect(await makeGetUserData(deps)('s1')).toEqual({
      isLoggedIn: true,
      ssoUserData: {
        firstName: 'Erika',
        lastName: 'Mustermann',
        // The registration's salutation, for /personal-data (issue 32, finding 7).
        salutation: 'Frau',
        points: 'no',
        loginPhoneNumber: '0171 2345678',
        loginEmail: 'erika@example.de',
        loginType: 'account',
      },
      expiredSessionData: null,
    });
    expect((await deps.sessions.find('s1'))?.lastSeenAt).toBe('2025-03-10T09:10:00Z');
    expect(await makeGetExpiredSession(deps)('s1')).toBeNull();
  });

  it('expires at exactly 30 idle minutes and keeps the names for the greeting', async () => {
    const deps = await withErikaSession();
    deps.clock.advance({ minutes: 29, seconds: 59 });
    expect((await makeGetUserData(deps)('s1')).isLoggedIn).toBe(true);
    deps.clock.advance({ minutes: 30 });
    const names = { firstName: 'Erika', lastName: 'Mustermann' };
    expect(await makeGetUserData(deps)('s1')).toEqual({
      isLoggedIn: false,
      ssoUserData: null,
      expiredSessionData: names,
    });
    expect(await makeGetExpiredSession(deps)('s1')).toEqual(names);
    expect((await deps.sessions.find('s1'))?.lastSeenAt).toBe('2025-03-10T09:29:59Z');
  });

  it('is a guest without a cookie, with an unknown session, and after logout', async () => {
    const deps = await withErikaSession();
    expect(await makeGetUserData(deps)(null)).toEqual(GUEST);
    expect(await makeGetUserData(deps)('unbekannt')).toEqual(GUEST);
    await makeLogOut(deps)('s1');
    expect(await makeGetUserData(deps)('s1')).toEqual(GUEST);
    expect(await makeGetExpiredSession(deps)('s1')).toBeNull();
  });

  it('registers an anonymous session from e-mail and phone, replacing the previous one', async () => {
    const deps = await withErikaSession();
    const result = await makeRegisterAnonymous(deps)({
      email: 'Max@Example.org',
      phoneNumber: '030 1234567',
      previousSessionId: 's1',
    });
    expect(result.ok && result.value.userData).toEqual({
      isLoggedIn: true,
      ssoUserData: {
        firstName: '',
        lastName: '',
        points: 'no',
        loginPhoneNumber: '030 1234567',
        loginEmail: 'max@example.org',
        loginType: 'anonymous',
      },
      expiredSessionData: null,
    });
    expect(result.ok && result.value.session.email).toBe('max@example.org');
    expect(await deps.sessions.find('s1')).toBeNull();
    const invalid = await makeRegisterAnonymous(deps)({
      email: 'x',
      phoneNumber: '030 1234567',
      previousSessionId: null,
    });
    expect(invalid.ok ? null : invalid.error.kind).toBe('login/fields');
  });
});
