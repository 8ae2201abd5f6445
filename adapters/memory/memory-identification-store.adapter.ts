import type {
  IdentificationStorePort,
  StoredIdentification,
} from '../../ports/identification-store.port';

/** Identifications and used tokens in maps (tests). */
export class MemoryIdentificationStore implements IdentificationStorePort {
  private readonly identifications = new Map<string, StoredIdentification>();
  private readonly usedTokens = new Set<string>();

  async find(reference: string): Promise<StoredIdentification | null> {
    return this.identifications.get(reference) ?? null;
  }

  async save(identification: StoredIdentification): Promise<void> {
    this.identifications.set(identification.reference, identification);
  }

  async consumeToken(token: string): Promise<boolean> {
    if (this.usedTokens.has(token)) return false;
    this.usedTokens.add(token);
    return true;
  }
}
