import type { ApplicationForm } from '../../domain/application/application-form';
import {
  type KnownContact,
  type KnownPersonalValue,
  knownPersonalValuesOf,
} from '../../domain/privacy/known-personal-values';
import type { AccountStorePort } from '../account-store.port';
import type { ApplicationDraftStorePort } from '../application-draft-store.port';
import type { ApplicationStorePort } from '../application-store.port';
import type { LoginSessionStorePort } from '../login-session-store.port';
import { ownerKeyOf } from './owner-key';

/** The latest applications of an account whose values are looked for. */
const APPLICATIONS_LOOKED_AT = 3;

/**
 * What the server knows of the person behind a request's cookies, for a log line that must not
 * show it: the login session's contact data (also of an idle-expired session — more is redacted,
 * never less; the session is not touched), the account's names, the drafts of the account and of
 * the visitor, and the account's latest applications.
 */
export const makeKnownPersonalValuesOf =
  (deps: {
    readonly sessions: LoginSessionStorePort;
    readonly accounts: AccountStorePort;
    readonly drafts: ApplicationDraftStorePort;
    readonly applications: ApplicationStorePort;
  }) =>
  async (cookies: {
    readonly sessionId: string | null;
    readonly visitorId: string | null;
  }): Promise<readonly KnownPersonalValue[]> => {
    const session = cookies.sessionId === null ? null : await deps.sessions.find(cookies.sessionId);
    const accountId = session?.accountId ?? null;
    const account = accountId === null ? null : await deps.accounts.findById(accountId);
    const ownerKeys = [
      ...(accountId === null ? [] : [ownerKeyOf({ accountId, visitorId: '' })]),
      ...(cookies.visitorId === null
        ? []
        : [ownerKeyOf({ accountId: null, visitorId: cookies.visitorId })]),
    ];
    const drafts = await Promise.all(ownerKeys.map((key) => deps.drafts.get(key)));
    const applications =
      accountId === null
        ? []
        : await deps.applications.listForAccount(accountId, APPLICATIONS_LOOKED_AT);
    const forms: ApplicationForm[] = [
      ...drafts.flatMap((draft) => (draft === null ? [] : [draft.form])),
      ...applications.map((application) => application.form),
    ];
    const contacts: KnownContact[] = [
      ...(session === null ? [] : [session]),
      ...(account === null ? [] : [account]),
    ];
    return knownPersonalValuesOf({ forms, contacts });
  };

export type KnownPersonalValuesOf = ReturnType<typeof makeKnownPersonalValuesOf>;
export const KnownPersonalValuesOf = Symbol.for('KnownPersonalValuesOf');
