import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import type { LoginCode, LoginCodeStorePort } from '../login-code-store.port';

/** A one-time code lives 60 seconds. */
export const LOGIN_CODE_LIFETIME_SECONDS = 60;

export type LoginGrant = Omit<LoginCode, 'code' | 'expiresAt'>;

/** Stores a fresh one-time code for the grant, bound to the PKCE challenge, and returns it. */
export const makeIssueLoginCode =
  (deps: { codes: LoginCodeStorePort; ids: IdGeneratorPort; clock: ClockPort }) =>
  async (grant: LoginGrant): Promise<LoginCode> => {
    const code: LoginCode = {
      ...grant,
      code: deps.ids.newId(),
      expiresAt: deps.clock.now().add({ seconds: LOGIN_CODE_LIFETIME_SECONDS }).toString(),
    };
    await deps.codes.save(code);
    return code;
  };

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type IssueLoginCode = ReturnType<typeof makeIssueLoginCode>;
export const IssueLoginCode = Symbol.for('IssueLoginCode');
