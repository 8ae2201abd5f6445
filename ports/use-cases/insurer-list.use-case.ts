import { type InsurerList, insurerListOf } from '../../domain/insurer-list/insurer-list';
import { ok, type Result } from '../../domain/result';
import type { CatalogueLoadError, TariffCataloguePort } from '../tariff-catalogue.port';

/** SPEC §2 /insurance-list, /sofort-insurance-list: the catalogue's insurers with their tariffs. */
export const makeInsurerList =
  (deps: { readonly catalogue: TariffCataloguePort }) =>
  async (singlePremium: boolean): Promise<Result<InsurerList, CatalogueLoadError>> => {
    const catalogue = await deps.catalogue.load();
    if (!catalogue.ok) return catalogue;
    return ok(insurerListOf(catalogue.value, singlePremium));
  };

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type ListInsurers = ReturnType<typeof makeInsurerList>;
export const ListInsurers = Symbol.for('ListInsurers');
