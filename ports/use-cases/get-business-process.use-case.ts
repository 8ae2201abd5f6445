import type { BusinessProcessData, BusinessProcessStorePort } from '../business-process-store.port';

/** SPEC §7 GET /bpm: what the visitor stored, `{}` for a visitor without data or without an id. */
export const makeGetBusinessProcess =
  (deps: { store: BusinessProcessStorePort }) =>
  async (visitorId: string | null): Promise<BusinessProcessData> =>
    visitorId === null ? {} : ((await deps.store.get(visitorId)) ?? {});

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type GetBusinessProcess = ReturnType<typeof makeGetBusinessProcess>;
export const GetBusinessProcess = Symbol.for('GetBusinessProcess');
