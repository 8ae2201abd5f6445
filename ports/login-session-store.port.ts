/** A portal session after a login through the login service (an account or an anonymous login). */
export interface LoginSession {
  readonly id: string;
  /** null for an anonymous login. */
  readonly accountId: string | null;
  readonly anonymous: boolean;
  readonly email: string | null;
  readonly phoneNumber: string | null;
  /** ISO instants. */
  readonly createdAt: string;
  readonly lastSeenAt: string;
}

export interface LoginSessionStorePort {
  create(session: LoginSession): Promise<void>;
  find(id: string): Promise<LoginSession | null>;
  /** Sets lastSeenAt; no-op for an unknown id. */
  touch(id: string, at: string): Promise<void>;
  delete(id: string): Promise<void>;
  /** Deletes every session last seen before the ISO instant; how many. */
  deleteLastSeenBefore(instant: string): Promise<number>;
}
export const LoginSessionStorePort = Symbol.for('LoginSessionStorePort');
