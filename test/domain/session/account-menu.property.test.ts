import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountMenuOf } from '../../../domain/session/account-menu';
import {
  type LoginUserData,
  loginStateOf,
  type SessionInfo,
} from '../../../domain/session/login-state';

const names = fc.record(
  { firstName: fc.string({ maxLength: 8 }), lastName: fc.string({ maxLength: 8 }) },
  { requiredKeys: [] },
);
const userData: fc.Arbitrary<LoginUserData | null> = fc.option(
  fc.record({
    isLoggedIn: fc.boolean(),
    ssoUserData: fc.option(names, { nil: null }),
    expiredSessionData: fc.option(names, { nil: null }),
  }),
  { nil: null },
);
const sessionInfo: fc.Arbitrary<SessionInfo | null> = fc.option(
  fc.record({ isUserLoggedOut: fc.boolean() }, { requiredKeys: [] }),
  { nil: null },
);

describe('account menu properties (SPEC §4: exactly one state)', () => {
  it('shows exactly the state whose rule holds', () => {
    fc.assert(
      fc.property(userData, sessionInfo, (data, info) => {
        const loggedIn = data?.isLoggedIn === true && data.ssoUserData !== null;
        const expired = !loggedIn && info !== null && info.isUserLoggedOut !== true;
        const guest = !loggedIn && !expired;
        expect([loggedIn, expired, guest].filter(Boolean)).toHaveLength(1);
        const menu = accountMenuOf(loginStateOf(data, info));
        const expected = loggedIn ? 'loggedIn' : expired ? 'expired' : 'guest';
        expect(menu.state).toBe(expected);
        expect(menu.label.trim()).not.toBe('');
        expect(menu.greeting === null).toBe(menu.state === 'guest');
        expect(menu.notice === null).toBe(menu.state !== 'expired');
      }),
      { numRuns: 500 },
    );
  });
});
