/** A one-time code the login service hands back to the portal in the callback (PKCE bound). */
export interface LoginCode {
  readonly code: string;
  /** BASE64URL(SHA-256(verifier)) as sent to /login/auth/prepare. */
  readonly challenge: string;
  readonly accountId: string | null;
  readonly anonymous: boolean;
  readonly email: string | null;
  readonly phoneNumber: string | null;
  /** ISO instant after which the code is void (60 s after it was issued). */
  readonly expiresAt: string;
}

export interface LoginCodeStorePort {
  save(code: LoginCode): Promise<void>;
  /** Returns the code and deletes it in one step: a code can be taken once only. */
  take(code: string): Promise<LoginCode | null>;
  /** Deletes every code that expired before the ISO instant; how many. */
  deleteExpiredBefore(instant: string): Promise<number>;
}
export const LoginCodeStorePort = Symbol.for('LoginCodeStorePort');
