import {
  allFieldsValid,
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  checkSalutation,
  type LoginFieldsError,
} from '../../domain/login/check-login-fields';
import { err, ok, type Result } from '../../domain/result';
import type { AccountStorePort } from '../account-store.port';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import type { LoginCodeStorePort } from '../login-code-store.port';
import type { PasswordHasherPort } from '../password-hasher.port';
import { makeIssueLoginCode } from './issue-login-code.use-case';
import type { IssuedAccountCode } from './log-in.use-case';

export interface RegisterAccountInput {
  readonly salutation: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Optional: '' means none. */
  readonly phone: string;
  readonly password: string;
  /** Joins the points programme (SPEC §6). */
  readonly points: boolean;
  readonly challenge: string;
}

const EMAIL_TAKEN = 'Für diese E-Mail-Adresse besteht bereits ein Konto.';

/** Creates an account with a scrypt-hashed password and issues a one-time code for it. */
export const makeRegisterAccount = (deps: {
  accounts: AccountStorePort;
  passwords: PasswordHasherPort;
  codes: LoginCodeStorePort;
  ids: IdGeneratorPort;
  clock: ClockPort;
}): ((input: RegisterAccountInput) => Promise<Result<IssuedAccountCode, LoginFieldsError>>) => {
  const issueCode = makeIssueLoginCode(deps);
  const emailTaken = (): Result<never, LoginFieldsError> =>
    err({
      kind: 'login/fields',
      message: EMAIL_TAKEN,
      fields: [{ field: 'email', message: EMAIL_TAKEN }],
    });
  return async (input) => {
    const checked = allFieldsValid({
      salutation: checkSalutation(input.salutation),
      firstName: checkName('firstName', input.firstName),
      lastName: checkName('lastName', input.lastName),
      email: checkEmail(input.email),
      phone: input.phone.trim() === '' ? ok(null) : checkPhone(input.phone),
      password: checkNewPassword(input.password),
    });
    if (!checked.ok) return checked;
    const { salutation, firstName, lastName, email, phone, password } = checked.value;
    // A cheap look first spares the hash; create() still decides when two requests race.
    if ((await deps.accounts.findByEmail(email)) !== null) return emailTaken();
    const created = await deps.accounts.create({
      id: deps.ids.newId(),
      email: email,
      passwordHash: await deps.passwords.hash(password),
      salutation: salutation,
      firstName: firstName,
      lastName: lastName,
      phoneNumber: phone,
      points: input.points,
      createdAt: deps.clock.now().toString(),
    });
    if (!created.ok) return emailTaken();
    const code = await issueCode({
      challenge: input.challenge,
      accountId: created.value.id,
      anonymous: false,
      email: created.value.email,
      phoneNumber: created.value.phoneNumber,
    });
    return ok({ code: code.code, points: created.value.points });
  };
};

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type RegisterAccount = ReturnType<typeof makeRegisterAccount>;
export const RegisterAccount = Symbol.for('RegisterAccount');
