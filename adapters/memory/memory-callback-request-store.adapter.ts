import type {
  CallbackRequest,
  CallbackRequestStorePort,
} from '../../ports/callback-request-store.port';

/** Callback requests in memory, in the order they came. */
export class MemoryCallbackRequestStore implements CallbackRequestStorePort {
  private readonly requests: CallbackRequest[] = [];

  async add(request: CallbackRequest): Promise<void> {
    this.requests.push(request);
  }

  async byOwner(ownerKey: string): Promise<readonly CallbackRequest[]> {
    return this.requests.filter((r) => r.ownerKey === ownerKey).reverse();
  }

  async recent(limit: number): Promise<readonly CallbackRequest[]> {
    return [...this.requests].reverse().slice(0, limit);
  }
}
