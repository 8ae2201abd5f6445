/** Unguessable ids and secrets (session ids, one-time codes, visitor ids). */
export interface IdGeneratorPort {
  /** A URL-safe random id with at least 128 bits of entropy. */
  newId(): string;
}
export const IdGeneratorPort = Symbol.for('IdGeneratorPort');
