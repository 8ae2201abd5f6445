import { Temporal } from 'temporal-polyfill';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryAccountStore } from '../../../adapters/memory/memory-account-store.adapter';
import { MemoryLoginCodeStore } from '../../../adapters/memory/memory-login-code-store.adapter';
import { MemoryLoginSessionStore } from '../../../adapters/memory/memory-login-session-store.adapter';
import { PlainPasswordHasher } from '../../../adapters/memory/plain-password-hasher.adapter';
import { SequentialIdGenerator } from '../../../adapters/memory/sequential-id-generator.adapter';

export interface LoginTestDeps {
  readonly accounts: MemoryAccountStore;
  readonly passwords: PlainPasswordHasher;
  readonly codes: MemoryLoginCodeStore;
  readonly sessions: MemoryLoginSessionStore;
  readonly ids: SequentialIdGenerator;
  readonly clock: FixedClockAdapter;
}

/** The in-memory ports the login use cases need, with a clock the test moves. */
export const loginTestDeps = (): LoginTestDeps => ({
  accounts: new MemoryAccountStore(),
  passwords: new PlainPasswordHasher(),
  codes: new MemoryLoginCodeStore(),
  sessions: new MemoryLoginSessionStore(),
  ids: new SequentialIdGenerator(),
  clock: new FixedClockAdapter(Temporal.Instant.from('2025-03-10T09:00:00Z')),
});

export const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

export const ERIKA_INPUT = {
  salutation: 'Frau',
  firstName: ' Erika ',
  lastName: 'Mustermann',
  email: 'Erika@Example.de',
  phone: '',
  password: 'sicheres-Passwort',
  points: true,
  challenge: CHALLENGE,
} as const;
