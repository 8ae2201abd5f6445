/**
 * Turns what an attempt is counted by (a client ip, an account's e-mail) into the key it is
 * stored under: one-way and keyed with a server secret, so the stored keys name nobody and cannot
 * be reversed by hashing every ip address. The same value in the same scope gives the same key.
 */
export interface AttemptKeyPort {
  keyOf(scope: string, value: string): string;
}
export const AttemptKeyPort = Symbol.for('AttemptKeyPort');
