export interface PasswordHasherPort {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}
export const PasswordHasherPort = Symbol.for('PasswordHasherPort');
