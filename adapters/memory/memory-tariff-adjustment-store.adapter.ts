import type { TariffAdjustmentProposal } from '../../domain/tariff-adjustment/tariff-adjustment';
import type {
  StoredTariffAdjustment,
  TariffAdjustmentStorePort,
} from '../../ports/tariff-adjustment-store.port';
import { MemoryApplicationEvents } from './memory-application-events';
import { MemoryOutbox } from './memory-outbox.adapter';

/** Tariff adjustments in a map, the choices' outbox entries in `outbox` (tests). */
export class MemoryTariffAdjustmentStore implements TariffAdjustmentStorePort {
  private readonly adjustments = new Map<string, StoredTariffAdjustment>();

  constructor(
    readonly outbox: MemoryOutbox = new MemoryOutbox(),
    private readonly events: MemoryApplicationEvents = new MemoryApplicationEvents(),
  ) {}

  async propose(reference: string, proposal: TariffAdjustmentProposal, at: string): Promise<void> {
    if (this.adjustments.has(reference)) return;
    this.events.append(reference, 'adjustmentRequired', at);
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
    this.events.append(reference, 'adjustmentChosen', choice.chosenAt);
    this.outbox.add({ kind: 'adjustmentChoiceReport', key: reference, dueAt: choice.chosenAt });
    return true;
  }

  async markReported(reference: string, at: string): Promise<void> {
    const found = this.adjustments.get(reference);
    if (found !== undefined && found.reportedAt === null) {
      this.adjustments.set(reference, { ...found, reportedAt: at });
    }
    this.outbox.close('adjustmentChoiceReport', reference);
  }
}
