import { identificationEventOf } from '../../domain/application/application-lifecycle';
import { isIdentificationToReport } from '../../domain/identification/identification-state';
import type {
  IdentificationStorePort,
  StoredIdentification,
} from '../../ports/identification-store.port';
import { MemoryApplicationEvents } from './memory-application-events';
import { MemoryOutbox } from './memory-outbox.adapter';

/** Identifications and used tokens in maps, the reports' outbox entries in `outbox` (tests). */
export class MemoryIdentificationStore implements IdentificationStorePort {
  private readonly identifications = new Map<string, StoredIdentification>();
  private readonly usedTokens = new Set<string>();

  constructor(
    readonly outbox: MemoryOutbox = new MemoryOutbox(),
    private readonly events: MemoryApplicationEvents = new MemoryApplicationEvents(),
  ) {}

  async find(reference: string): Promise<StoredIdentification | null> {
    return this.identifications.get(reference) ?? null;
  }

  async save(identification: StoredIdentification): Promise<void> {
    const { reference, state, updatedAt } = identification;
    const before = this.identifications.get(reference);
    const event = identificationEventOf(state.status);
    if (before === undefined || identificationEventOf(before.state.status) !== event) {
      this.events.append(reference, event, updatedAt);
    }
    this.identifications.set(reference, identification);
    if (isIdentificationToReport(state)) {
      this.outbox.add({ kind: 'identificationReport', key: reference, dueAt: updatedAt }, true);
    }
  }

  async markReported(reference: string): Promise<void> {
    this.outbox.close('identificationReport', reference);
  }

  async consumeToken(token: string): Promise<boolean> {
    if (this.usedTokens.has(token)) return false;
    this.usedTokens.add(token);
    return true;
  }
}
