import type { AttemptKeyPort } from '../../ports/attempt-key.port';

/** A readable stand-in for tests: the key is the scope and the value reversed. */
export class PlainAttemptKey implements AttemptKeyPort {
  keyOf(scope: string, value: string): string {
    return `key-${scope}-${[...value].reverse().join('')}`;
  }
}
