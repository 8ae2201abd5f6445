import type { TariffAdjustmentProposal } from '../../domain/tariff-adjustment/tariff-adjustment';
import type {
  StoredTariffAdjustment,
  TariffAdjustmentStorePort,
} from '../../ports/tariff-adjustment-store.port';

/** Tariff adjustments in a map (tests). */
export class MemoryTariffAdjustmentStore implements TariffAdjustmentStorePort {
  private readonly adjustments = new Map<string, StoredTariffAdjustment>();

  async propose(reference: string, proposal: TariffAdjustmentProposal, at: string): Promise<void> {
    if (this.adjustments.has(reference)) return;
    this.adjustments.set(reference, {
      reference,
      proposal: structuredClone(proposal),
      proposedAt: at,
      choice: null,
      reportedAt: null,
    });
  }

  async find(reference: string): Promise<StoredTariffAdjustment | null> {
    return this.adjustments.get(reference) ?? null;
  }

  async findMany(references: readonly string[]): Promise<readonly StoredTariffAdjustment[]> {
    return references.flatMap((reference) => this.adjustments.get(reference) ?? []);
  }

  async choose(
    reference: string,
    choice: NonNullable<StoredTariffAdjustment['choice']>,
  ): Promise<boolean> {
    const found = this.adjustments.get(reference);
    if (found === undefined || found.choice !== null) return false;
    this.adjustments.set(reference, { ...found, choice });
    return true;
  }

  async unreported(limit: number): Promise<readonly StoredTariffAdjustment[]> {
    return [...this.adjustments.values()]
      .filter((a) => a.choice !== null && a.reportedAt === null)
      .sort(
        (a, b) =>
          (a.choice?.chosenAt ?? '').localeCompare(b.choice?.chosenAt ?? '') ||
          a.reference.localeCompare(b.reference),
      )
      .slice(0, limit);
  }

  async markReported(reference: string, at: string): Promise<void> {
    const found = this.adjustments.get(reference);
    if (found !== undefined && found.reportedAt === null) {
      this.adjustments.set(reference, { ...found, reportedAt: at });
    }
  }
}
