import { describe, expect, it } from 'vitest';
import { makeLogIn } from '../../../ports/use-cases/log-in.use-case';
import { makeRegisterAccount } from '../../../ports/use-cases/register-account.use-case';
import { CHALLENGE, ERIKA_INPUT, loginTestDeps } from './login-test-deps';

describe('makeRegisterAccount and makeLogIn', () => {
  it('creates the account with a hashed password and a 60-second code bound to the challenge', async () => {
    const deps = loginTestDeps();
    const result = await makeRegisterAccount(deps)(ERIKA_INPUT);
    expect(result).toEqual({ ok: true, value: { code: 'id-2', points: true } });
    const account = await deps.accounts.findByEmail('erika@example.de');
    expect(account).toMatchObject({
      id: 'id-1',
      email: 'erika@example.de',
      salutation: 'Frau',
      firstName: 'Erika',
      phoneNumber: null,
      points: true,
      createdAt: '2025-03-10T09:00:00Z',
    });
    expect(account?.passwordHash).not.toBe(ERIKA_INPUT.password);
    expect(await deps.codes.take('id-2')).toEqual({
      code: 'id-2',
      challenge: CHALLENGE,
      accountId: 'id-1',
      anonymous: false,
      email: 'erika@example.de',
      phoneNumber: null,
      expiresAt: '2025-03-10T09:01:00Z',
    });
  });

  it('refuses a second account for the same e-mail with a message at the e-mail field', async () => {
    const deps = loginTestDeps();
    await makeRegisterAccount(deps)(ERIKA_INPUT);
    const again = await makeRegisterAccount(deps)({ ...ERIKA_INPUT, email: 'ERIKA@example.de' });
    expect(again.ok ? null : again.error.fields).toEqual([
      { field: 'email', message: 'Für diese E-Mail-Adresse besteht bereits ein Konto.' },
    ]);
  });

  it('logs in with the right password only; an unknown e-mail gets the same answer', async () => {
    const deps = loginTestDeps();
    await makeRegisterAccount(deps)(ERIKA_INPUT);
    const logIn = makeLogIn(deps);
    const wrong = await logIn({
      email: 'erika@example.de',
      password: 'falsch-falsch',
      challenge: CHALLENGE,
    });
    const unknown = await logIn({
      email: 'nobody@example.de',
      password: 'falsch-falsch',
      challenge: CHALLENGE,
    });
    expect(wrong).toEqual(unknown);
    expect(wrong).toEqual({
      ok: false,
      error: { kind: 'login/credentials', message: 'E-Mail-Adresse oder Passwort ist falsch.' },
    });
    const right = await logIn({
      email: ' Erika@example.DE',
      password: ERIKA_INPUT.password,
      challenge: CHALLENGE,
    });
    expect(right.ok && right.value.points).toBe(true);
  });

  it('checks the fields before anything else', async () => {
    const deps = loginTestDeps();
    const result = await makeLogIn(deps)({ email: 'erika', password: '', challenge: CHALLENGE });
    expect(result.ok ? null : result.error.kind).toBe('login/fields');
    const registered = await makeRegisterAccount(deps)({
      ...ERIKA_INPUT,
      salutation: '',
      password: 'kurz',
    });
    expect(registered.ok ? null : registered.error.fields.map((f) => f.field)).toEqual([
      'salutation',
      'password',
    ]);
    expect(await deps.accounts.findByEmail('erika@example.de')).toBeNull();
  });
});
