import type { LoginCode, LoginCodeStorePort } from '../../ports/login-code-store.port';

export class MemoryLoginCodeStore implements LoginCodeStorePort {
  private readonly codes = new Map<string, LoginCode>();

  async save(code: LoginCode): Promise<void> {
    this.codes.set(code.code, code);
  }

  async take(code: string): Promise<LoginCode | null> {
    const found = this.codes.get(code) ?? null;
    this.codes.delete(code);
    return found;
  }
}
