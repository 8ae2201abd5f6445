import {
  allFieldsValid,
  checkEmail,
  checkPhone,
  type LoginFieldsError,
} from '../../domain/login/check-login-fields';
import { ok, type Result } from '../../domain/result';
import type { LoginUserData } from '../../domain/session/login-state';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import type { LoginSession, LoginSessionStorePort } from '../login-session-store.port';
import { userDataOf } from './get-user-data.use-case';

export interface RegisterAnonymousInput {
  readonly email: string;
  readonly phoneNumber: string;
  readonly previousSessionId: string | null;
}

/**
 * POST /api/auth/register-anonymous (SPEC §7): an anonymous login straight from the portal, with
 * e-mail and phone; it replaces the browser's previous session.
 */
export const makeRegisterAnonymous =
  (deps: { sessions: LoginSessionStorePort; ids: IdGeneratorPort; clock: ClockPort }) =>
  async (
    input: RegisterAnonymousInput,
  ): Promise<Result<{ session: LoginSession; userData: LoginUserData }, LoginFieldsError>> => {
    const checked = allFieldsValid({
      email: checkEmail(input.email),
      phone: checkPhone(input.phoneNumber),
    });
    if (!checked.ok) return checked;
    if (input.previousSessionId !== null) await deps.sessions.delete(input.previousSessionId);
    const now = deps.clock.now().toString();
    const session: LoginSession = {
      id: deps.ids.newId(),
      accountId: null,
      anonymous: true,
      email: checked.value.email,
      phoneNumber: checked.value.phone,
      createdAt: now,
      lastSeenAt: now,
    };
    await deps.sessions.create(session);
    return ok({ session, userData: userDataOf(session, null) });
  };

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type RegisterAnonymous = ReturnType<typeof makeRegisterAnonymous>;
export const RegisterAnonymous = Symbol.for('RegisterAnonymous');
