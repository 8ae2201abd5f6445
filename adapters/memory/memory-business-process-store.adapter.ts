import type {
  BusinessProcessData,
  BusinessProcessStorePort,
} from '../../ports/business-process-store.port';

/** In-memory business-process data per visitor. */
export class MemoryBusinessProcessStore implements BusinessProcessStorePort {
  private readonly data = new Map<string, BusinessProcessData>();

  async get(visitorId: string): Promise<BusinessProcessData | null> {
    return this.data.get(visitorId) ?? null;
  }

  async save(visitorId: string, data: BusinessProcessData): Promise<BusinessProcessData> {
    const merged: BusinessProcessData = { ...this.data.get(visitorId), ...definedFields(data) };
    this.data.set(visitorId, merged);
    return merged;
  }
}

const definedFields = (data: BusinessProcessData): BusinessProcessData =>
  Object.fromEntries(
    Object.entries(data).filter(([, v]) => v !== undefined),
  ) as BusinessProcessData;
