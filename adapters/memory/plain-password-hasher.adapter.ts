import type { PasswordHasherPort } from '../../ports/password-hasher.port';

/** A fast stand-in for tests only: never stores real passwords. */
export class PlainPasswordHasher implements PasswordHasherPort {
  async hash(password: string): Promise<string> {
    return `plain$${password}`;
  }

  async verify(password: string, hash: string): Promise<boolean> {
    return hash === `plain$${password}`;
  }
}
