import type { PayInMoreRequest, PayInMoreStorePort } from '../../ports/pay-in-more-store.port';

/** Pay-in-more requests in a list (tests). */
export class MemoryPayInMoreStore implements PayInMoreStorePort {
  private readonly requests: PayInMoreRequest[] = [];

  async add(request: PayInMoreRequest): Promise<void> {
    this.requests.push({ ...request });
  }

  async listFor(accountId: string, reference: string): Promise<readonly PayInMoreRequest[]> {
    return this.requests
      .filter((r) => r.accountId === accountId && r.reference === reference)
      .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt) || a.id.localeCompare(b.id));
  }
}
