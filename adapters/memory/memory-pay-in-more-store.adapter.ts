import type { PayInMoreRequest, PayInMoreStorePort } from '../../ports/pay-in-more-store.port';

/** Pay-in-more requests in a list (tests). */
export class MemoryPayInMoreStore implements PayInMoreStorePort {
  private requests: PayInMoreRequest[] = [];

  async add(request: PayInMoreRequest): Promise<void> {
    this.requests.push({ ...request });
  }

  async listFor(accountId: string, reference: string): Promise<readonly PayInMoreRequest[]> {
    return this.requests
      .filter((r) => r.accountId === accountId && r.reference === reference)
      .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt) || a.id.localeCompare(b.id));
  }

  async unreported(limit: number): Promise<readonly PayInMoreRequest[]> {
    return this.requests
      .filter((r) => r.reportedAt === null)
      .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt) || a.id.localeCompare(b.id))
      .slice(0, limit);
  }

  async markReported(id: string, at: string): Promise<void> {
    this.requests = this.requests.map((r) =>
      r.id === id && r.reportedAt === null ? { ...r, reportedAt: at } : r,
    );
  }
}
