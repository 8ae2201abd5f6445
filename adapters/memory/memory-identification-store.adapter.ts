import { isIdentificationToReport } from '../../domain/identification/identification-state';
import type {
  IdentificationStorePort,
  StoredIdentification,
} from '../../ports/identification-store.port';

/** Identifications and used tokens in maps (tests). */
export class MemoryIdentificationStore implements IdentificationStorePort {
  private readonly identifications = new Map<string, StoredIdentification>();
  private readonly usedTokens = new Set<string>();
  private readonly reported = new Set<string>();

  async find(reference: string): Promise<StoredIdentification | null> {
    return this.identifications.get(reference) ?? null;
  }

  async save(identification: StoredIdentification): Promise<void> {
    this.identifications.set(identification.reference, identification);
    this.reported.delete(identification.reference);
  }

  async unreported(limit: number): Promise<readonly StoredIdentification[]> {
    return [...this.identifications.values()]
      .filter((i) => isIdentificationToReport(i.state) && !this.reported.has(i.reference))
      .sort(
        (a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.reference.localeCompare(b.reference),
      )
      .slice(0, limit);
  }

  async markReported(reference: string): Promise<void> {
    if (this.identifications.has(reference)) this.reported.add(reference);
  }

  async consumeToken(token: string): Promise<boolean> {
    if (this.usedTokens.has(token)) return false;
    this.usedTokens.add(token);
    return true;
  }
}
