import type { ServerDeps } from '../../adapters/server/server-deps';
import { SESSION_COOKIE, VISITOR_COOKIE } from '../../domain/device/cookies';
import { SAMPLE_FORM } from '../fixtures/application/sample-application';
import type { TestServer } from '../support/test-server';
import type { Target } from './fuzz-target';

/**
 * Who sends the fuzz requests that need someone: a visitor (signed rk_visitor cookie) and a
 * logged-in account (its live session in the server's stores, and the same visitor cookie). The
 * visitor has the sample application's draft, so the documents to read before signing are made.
 */
export interface FuzzSenders {
  readonly visitorId: string;
  readonly accountId: string;
  readonly sessionId: string;
  /** The Cookie header of a target's sender; empty for nobody. */
  cookieFor(target: Target): string;
}

export const FUZZ_VISITOR_ID = 'fuzz-visitor-0000000001';

/** A points member's account and a live login session of it, stored through the server's ports. */
export const addFuzzAccount = async (
  deps: Pick<ServerDeps, 'accounts' | 'sessions' | 'clock'>,
): Promise<{ readonly accountId: string; readonly sessionId: string }> => {
  const now = deps.clock.now().toString();
  const accountId = 'fuzz-account-0000000001';
  const sessionId = 'fuzz-session-000000000000000001';
  await deps.accounts.create({
    id: accountId,
    email: 'fuzz@example.de',
    passwordHash: 'plain:geheim123',
    salutation: 'Frau',
    firstName: 'Erika',
    lastName: 'Fuzz',
    phoneNumber: '0176 1234567',
    points: true,
    createdAt: now,
  });
  await deps.sessions.create({
    id: sessionId,
    accountId,
    anonymous: false,
    email: 'fuzz@example.de',
    phoneNumber: '0176 1234567',
    createdAt: now,
    lastSeenAt: now,
  });
  return { accountId, sessionId };
};

export const fuzzSendersOf = async (server: TestServer): Promise<FuzzSenders> => {
  const { accountId, sessionId } = await addFuzzAccount(server.deps);
  await server.deps.applicationDrafts?.save(`visitor:${FUZZ_VISITOR_ID}`, {
    product: 'schicht3',
    form: SAMPLE_FORM,
    updatedAt: server.deps.clock.now().toString(),
  });
  const visitor = `${VISITOR_COOKIE}=${encodeURIComponent(server.app.signCookie(FUZZ_VISITOR_ID))}`;
  const session = `${SESSION_COOKIE}=${encodeURIComponent(server.app.signCookie(sessionId))}`;
  return {
    visitorId: FUZZ_VISITOR_ID,
    accountId,
    sessionId,
    cookieFor: (target) =>
      target.sender === 'account'
        ? `${visitor}; ${session}`
        : target.sender === 'visitor'
          ? visitor
          : '',
  };
};
