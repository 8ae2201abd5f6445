import { Temporal } from 'temporal-polyfill';
import { MemoryTariffCatalogue } from '../../../adapters/memory/memory-tariff-catalogue.adapter';
import { parseTariffCatalogue } from '../../../domain/tariffs/catalogue-parser';
import type { TariffCatalogue } from '../../../domain/tariffs/tariff';
import small from '../../fixtures/catalogue/small-catalogue.json';

/** The small fixture catalogue (3 tariffs, not demo data), parsed as the file adapter would. */
export const smallCatalogue = (): TariffCatalogue => {
  const parsed = parseTariffCatalogue(small);
  if (!parsed.ok) throw new Error('the small fixture catalogue no longer parses');
  return parsed.value;
};

export const smallCataloguePort = (): MemoryTariffCatalogue =>
  new MemoryTariffCatalogue(smallCatalogue());

/** 15 March 2026, 11:00 in Berlin: the insurance start is 1 April 2026. */
export const USE_CASE_NOW = Temporal.Instant.from('2026-03-15T10:00:00Z');
