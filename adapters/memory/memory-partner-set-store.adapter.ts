import type { PartnerSet, PartnerSetStorePort } from '../../ports/partner-set-store.port';

export class MemoryPartnerSetStore implements PartnerSetStorePort {
  private readonly sets = new Map<string, PartnerSet>();

  constructor(initial: readonly PartnerSet[] = []) {
    for (const set of initial) this.sets.set(set.name, set);
  }

  async find(name: string): Promise<PartnerSet | null> {
    return this.sets.get(name) ?? null;
  }

  async save(set: PartnerSet): Promise<void> {
    this.sets.set(set.name, set);
  }

  async list(): Promise<readonly PartnerSet[]> {
    return [...this.sets.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  async remove(name: string): Promise<boolean> {
    return this.sets.delete(name);
  }
}
