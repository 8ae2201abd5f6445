/** SPEC §7 /bpm: what the visitor entered on a landing page, kept per visitor session. */
export interface BusinessProcessData {
  readonly birthday?: string;
  readonly jobSituation?: string;
}

export interface BusinessProcessStorePort {
  /** The stored data, or null when the visitor has none. */
  get(visitorId: string): Promise<BusinessProcessData | null>;
  /** Merges the given fields into what is stored (fields absent in `data` stay as they are). */
  save(visitorId: string, data: BusinessProcessData, at: string): Promise<BusinessProcessData>;
}
export const BusinessProcessStorePort = Symbol.for('BusinessProcessStorePort');
