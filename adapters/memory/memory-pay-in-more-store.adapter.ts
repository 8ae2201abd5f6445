import type { PayInMoreRequest, PayInMoreStorePort } from '../../ports/pay-in-more-store.port';
import { MemoryOutbox } from './memory-outbox.adapter';

/** Pay-in-more requests in a list, their outbox entries in `outbox` (tests). */
export class MemoryPayInMoreStore implements PayInMoreStorePort {
  private requests: PayInMoreRequest[] = [];

  constructor(readonly outbox: MemoryOutbox = new MemoryOutbox()) {}

  async add(request: PayInMoreRequest): Promise<void> {
    this.requests.push({ ...request });
    if (request.reportedAt === null) {
      this.outbox.add({ kind: 'payInMoreReport', key: request.id, dueAt: request.requestedAt });
    }
  }

  async findById(id: string): Promise<PayInMoreRequest | null> {
    return this.requests.find((r) => r.id === id) ?? null;
  }

  async listFor(accountId: string, reference: string): Promise<readonly PayInMoreRequest[]> {
    return this.requests
      .filter((r) => r.accountId === accountId && r.reference === reference)
      .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt) || a.id.localeCompare(b.id));
  }

  async markReported(id: string, at: string): Promise<void> {
    this.requests = this.requests.map((r) =>
      r.id === id && r.reportedAt === null ? { ...r, reportedAt: at } : r,
    );
    this.outbox.close('payInMoreReport', id);
  }
}
