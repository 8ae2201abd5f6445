import {
  allFieldsValid,
  checkEmail,
  checkPassword,
  type LoginFieldsError,
} from '../../domain/login/check-login-fields';
import { err, ok, type Result } from '../../domain/result';
import type { AccountStorePort } from '../account-store.port';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import type { LoginCodeStorePort } from '../login-code-store.port';
import type { PasswordHasherPort } from '../password-hasher.port';
import { makeIssueLoginCode } from './issue-login-code.use-case';

export interface LogInInput {
  readonly email: string;
  readonly password: string;
  /** The PKCE challenge of /login/auth/prepare the code is bound to. */
  readonly challenge: string;
}

export interface LoginCredentialsError {
  readonly kind: 'login/credentials';
  readonly message: string;
}

export interface IssuedAccountCode {
  readonly code: string;
  readonly points: boolean;
}

const WRONG_CREDENTIALS: LoginCredentialsError = {
  kind: 'login/credentials',
  message: 'E-Mail-Adresse oder Passwort ist falsch.',
};

/**
 * Checks e-mail and password and issues a one-time code. An unknown e-mail costs a hash check
 * too and fails with the same message, so neither answer nor timing tells which accounts exist.
 */
export const makeLogIn = (deps: {
  accounts: AccountStorePort;
  passwords: PasswordHasherPort;
  codes: LoginCodeStorePort;
  ids: IdGeneratorPort;
  clock: ClockPort;
}): ((
  input: LogInInput,
) => Promise<Result<IssuedAccountCode, LoginFieldsError | LoginCredentialsError>>) => {
  const issueCode = makeIssueLoginCode(deps);
  let decoyHash: Promise<string> | undefined;
  return async (input) => {
    const checked = allFieldsValid({
      email: checkEmail(input.email),
      password: checkPassword(input.password),
    });
    if (!checked.ok) return checked;
    const { email, password } = checked.value;
    const account = await deps.accounts.findByEmail(email);
    decoyHash ??= deps.passwords.hash('decoy password for unknown e-mails');
    const matches = await deps.passwords.verify(
      password,
      account?.passwordHash ?? (await decoyHash),
    );
    if (account === null || !matches) return err(WRONG_CREDENTIALS);
    const code = await issueCode({
      challenge: input.challenge,
      accountId: account.id,
      anonymous: false,
      email: account.email,
      phoneNumber: account.phoneNumber,
    });
    return ok({ code: code.code, points: account.points });
  };
};

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type LogIn = ReturnType<typeof makeLogIn>;
export const LogIn = Symbol.for('LogIn');
