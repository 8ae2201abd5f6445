import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileTariffCatalogue } from '../../../adapters/catalogue/file-tariff-catalogue.adapter';
import { MemoryTariffCatalogue } from '../../../adapters/memory/memory-tariff-catalogue.adapter';
import type { TariffCatalogue } from '../../../domain/tariffs/tariff';
import type { TariffCataloguePort } from '../../../ports/tariff-catalogue.port';
import small from '../../fixtures/catalogue/small-catalogue.json';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SMALL = path.join(ROOT, 'test/fixtures/catalogue/small-catalogue.json');
const MISSING = path.join(ROOT, 'test/fixtures/catalogue/does-not-exist.json');
const unreadable = {
  kind: 'catalogue/unreadable',
  message: `catalogue file ${MISSING}: not found`,
} as const;

describe.each<[string, (valid: boolean) => TariffCataloguePort]>([
  [
    'MemoryTariffCatalogue',
    (valid) => new MemoryTariffCatalogue(valid ? (small as TariffCatalogue) : unreadable),
  ],
  ['FileTariffCatalogue', (valid) => new FileTariffCatalogue(valid ? SMALL : MISSING)],
])('TariffCataloguePort contract: %s', (_, make) => {
  it('loads the whole catalogue, the same on every call', async () => {
    const catalogue = make(true);
    const first = await catalogue.load();
    expect(first).toEqual({ ok: true, value: small });
    expect(await catalogue.load()).toEqual(first);
  });

  it('answers a load error as a value', async () => {
    expect(await make(false).load()).toEqual({ ok: false, error: unreadable });
  });
});
