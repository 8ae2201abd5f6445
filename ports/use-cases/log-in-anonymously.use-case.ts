import {
  allFieldsValid,
  checkEmail,
  checkPhone,
  type LoginFieldsError,
} from '../../domain/login/check-login-fields';
import { ok, type Result } from '../../domain/result';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import type { LoginCodeStorePort } from '../login-code-store.port';
import { makeIssueLoginCode } from './issue-login-code.use-case';

export interface AnonymousLoginInput {
  readonly email: string;
  readonly phone: string;
  readonly challenge: string;
}

export interface IssuedAnonymousCode {
  readonly code: string;
  readonly email: string;
  readonly phone: string;
}

/** "Weiter ohne Konto": e-mail and phone only, no account; the code carries both. */
export const makeLogInAnonymously = (deps: {
  codes: LoginCodeStorePort;
  ids: IdGeneratorPort;
  clock: ClockPort;
}): ((input: AnonymousLoginInput) => Promise<Result<IssuedAnonymousCode, LoginFieldsError>>) => {
  const issueCode = makeIssueLoginCode(deps);
  return async (input) => {
    const checked = allFieldsValid({
      email: checkEmail(input.email),
      phone: checkPhone(input.phone),
    });
    if (!checked.ok) return checked;
    const { email, phone } = checked.value;
    const code = await issueCode({
      challenge: input.challenge,
      accountId: null,
      anonymous: true,
      email: email,
      phoneNumber: phone,
    });
    return ok({ code: code.code, email: email, phone: phone });
  };
};

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type LogInAnonymously = ReturnType<typeof makeLogInAnonymously>;
export const LogInAnonymously = Symbol.for('LogInAnonymously');
