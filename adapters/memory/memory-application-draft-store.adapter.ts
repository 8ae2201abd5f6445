import type {
  ApplicationDraft,
  ApplicationDraftStorePort,
} from '../../ports/application-draft-store.port';

/** Application drafts in memory, per owner key. */
export class MemoryApplicationDraftStore implements ApplicationDraftStorePort {
  private readonly drafts = new Map<string, ApplicationDraft>();

  async get(ownerKey: string): Promise<ApplicationDraft | null> {
    return this.drafts.get(ownerKey) ?? null;
  }

  async save(ownerKey: string, draft: ApplicationDraft): Promise<void> {
    this.drafts.set(ownerKey, draft);
  }
}
