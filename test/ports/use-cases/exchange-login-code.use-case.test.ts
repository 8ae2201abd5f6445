import { describe, expect, it } from 'vitest';
import { makeExchangeLoginCode } from '../../../ports/use-cases/exchange-login-code.use-case';
import { makeLogInAnonymously } from '../../../ports/use-cases/log-in-anonymously.use-case';
import { CHALLENGE, loginTestDeps } from './login-test-deps';

const issue = async (deps: ReturnType<typeof loginTestDeps>): Promise<string> => {
  const issued = await makeLogInAnonymously(deps)({
    email: 'max@example.org',
    phone: '030 1234567',
    challenge: CHALLENGE,
  });
  if (!issued.ok) throw new Error('not issued');
  return issued.value.code;
};

describe('makeExchangeLoginCode', () => {
  it('opens a session from a fresh code with the matching challenge, and replaces the old session', async () => {
    const deps = loginTestDeps();
    await deps.sessions.create({
      id: 'old',
      accountId: null,
      anonymous: true,
      email: null,
      phoneNumber: null,
      createdAt: 'x',
      lastSeenAt: 'x',
    });
    const code = await issue(deps);
    const result = await makeExchangeLoginCode(deps)({
      code,
      verifierChallenge: CHALLENGE,
      previousSessionId: 'old',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        id: 'id-2',
        accountId: null,
        anonymous: true,
        email: 'max@example.org',
        phoneNumber: '030 1234567',
        createdAt: '2025-03-10T09:00:00Z',
        lastSeenAt: '2025-03-10T09:00:00Z',
      },
    });
    expect(await deps.sessions.find('old')).toBeNull();
  });

  it('fails a second use, an expired code (at 60 s) and a wrong or missing verifier', async () => {
    const deps = loginTestDeps();
    const exchange = makeExchangeLoginCode(deps);
    const kind = async (input: Parameters<typeof exchange>[0]): Promise<string | null> => {
      const r = await exchange(input);
      return r.ok ? null : r.error.kind;
    };
    const once = await issue(deps);
    expect(
      await kind({ code: once, verifierChallenge: CHALLENGE, previousSessionId: null }),
    ).toBeNull();
    expect(await kind({ code: once, verifierChallenge: CHALLENGE, previousSessionId: null })).toBe(
      'login/code-invalid',
    );

    const expiring = await issue(deps);
    deps.clock.advance({ seconds: 60 });
    expect(
      await kind({ code: expiring, verifierChallenge: CHALLENGE, previousSessionId: null }),
    ).toBe('login/code-expired');

    const wrong = await issue(deps);
    expect(
      await kind({
        code: wrong,
        verifierChallenge: `${CHALLENGE.slice(1)}A`,
        previousSessionId: null,
      }),
    ).toBe('login/pkce');
    expect(await kind({ code: wrong, verifierChallenge: CHALLENGE, previousSessionId: null })).toBe(
      'login/code-invalid',
    );
    const missing = await issue(deps);
    expect(await kind({ code: missing, verifierChallenge: null, previousSessionId: null })).toBe(
      'login/pkce',
    );
  });

  it('does not touch the previous session when the exchange fails', async () => {
    const deps = loginTestDeps();
    await deps.sessions.create({
      id: 'old',
      accountId: null,
      anonymous: true,
      email: null,
      phoneNumber: null,
      createdAt: 'x',
      lastSeenAt: 'x',
    });
    await makeExchangeLoginCode(deps)({
      code: 'erfunden',
      verifierChallenge: CHALLENGE,
      previousSessionId: 'old',
    });
    expect(await deps.sessions.find('old')).not.toBeNull();
  });
});
