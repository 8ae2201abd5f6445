import { Temporal } from 'temporal-polyfill';
import { err, ok, type Result } from '../../domain/result';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import type { LoginCodeStorePort } from '../login-code-store.port';
import type { LoginSession, LoginSessionStorePort } from '../login-session-store.port';

export interface ExchangeLoginCodeInput {
  readonly code: string;
  /** BASE64URL(SHA-256(verifier)) of the verifier the portal kept in its cookie; null without one. */
  readonly verifierChallenge: string | null;
  /** The session the browser had before, replaced by the new one. */
  readonly previousSessionId: string | null;
}

export interface ExchangeLoginCodeError {
  readonly kind: 'login/code-invalid' | 'login/code-expired' | 'login/pkce';
  readonly message: string;
}

/**
 * Takes the one-time code (it is gone afterwards, whatever follows), checks its 60 s life and
 * the PKCE binding (RFC 7636 S256), and opens a portal session.
 */
export const makeExchangeLoginCode =
  (deps: {
    codes: LoginCodeStorePort;
    sessions: LoginSessionStorePort;
    ids: IdGeneratorPort;
    clock: ClockPort;
  }) =>
  async (input: ExchangeLoginCodeInput): Promise<Result<LoginSession, ExchangeLoginCodeError>> => {
    const code = await deps.codes.take(input.code);
    if (code === null) {
      return err({
        kind: 'login/code-invalid',
        message: 'Der Anmeldecode ist ungültig oder wurde bereits verwendet.',
      });
    }
    const now = deps.clock.now();
    if (Temporal.Instant.compare(now, Temporal.Instant.from(code.expiresAt)) >= 0) {
      return err({ kind: 'login/code-expired', message: 'Der Anmeldecode ist abgelaufen.' });
    }
    if (input.verifierChallenge === null || input.verifierChallenge !== code.challenge) {
      return err({ kind: 'login/pkce', message: 'Die Anmeldung konnte nicht bestätigt werden.' });
    }
    if (input.previousSessionId !== null) await deps.sessions.delete(input.previousSessionId);
    const session: LoginSession = {
      id: deps.ids.newId(),
      accountId: code.accountId,
      anonymous: code.anonymous,
      email: code.email,
      phoneNumber: code.phoneNumber,
      createdAt: now.toString(),
      lastSeenAt: now.toString(),
    };
    await deps.sessions.create(session);
    return ok(session);
  };

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type ExchangeLoginCode = ReturnType<typeof makeExchangeLoginCode>;
export const ExchangeLoginCode = Symbol.for('ExchangeLoginCode');
