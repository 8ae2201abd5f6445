import { describe, expect, it } from 'vitest';
import {
  catalogueFileOf,
  DEMO_CATALOGUE_FILE,
} from '../../../adapters/catalogue/catalogue-location';
import { loadCatalogueFile } from '../../../adapters/catalogue/load-catalogue-file';
import { INVESTMENT_TYPES } from '../../../domain/products/investment-type';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';
import { INSURER_IDS } from '../../../domain/tariffs/filters';
import { isGrade } from '../../../domain/tariffs/grade';
import type { TariffCatalogue } from '../../../domain/tariffs/tariff';

// Real German life insurers (and brand words of them) the fictional demo names must not use.
const REAL_INSURERS =
  /allianz|ergo|axa|generali|r\+v|debeka|leipziger|stuttgarter|nürnberger|swiss life|zurich|signal|iduna|gothaer|hdi|volkswohl|continentale|canada life|condor|hannoversche|1871|württembergische|provinzial|barmenia|bayerische|helvetia|basler|baloise|dialog|europa|cosmos|hansemerkur|ideal|universa|vhv|wwk|mecklenburgische|öffentliche|sparkasse|lippische|huk|inter |aachenmünchener|targo|deutsche|victoria|neue leben|heidelberger|credit life|pb |standard life|friends|rheinland/i;

const demo = async (): Promise<TariffCatalogue> => {
  const loaded = await loadCatalogueFile(DEMO_CATALOGUE_FILE);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value;
};

describe('the demo catalogue (adapters/catalogue/demo-catalogue.json)', () => {
  it('is the default catalogue file', () => {
    expect(catalogueFileOf({})).toBe(DEMO_CATALOGUE_FILE);
  });

  it('loads through the parser with no error: at least 60 tariffs, marked as demo data', async () => {
    const loaded = await loadCatalogueFile(DEMO_CATALOGUE_FILE);
    expect(loaded.ok ? [] : loaded.error).toEqual([]);
    const catalogue = await demo();
    expect(catalogue.demo).toBe(true);
    expect(catalogue.tariffs.length).toBeGreaterThanOrEqual(60);
  });

  it('covers all 15 insurer ids, every product type and every investment type', async () => {
    const { tariffs } = await demo();
    expect(new Set(tariffs.map((t) => t.insurerId))).toEqual(new Set(INSURER_IDS));
    expect(new Set(tariffs.flatMap((t) => t.productTypes))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(tariffs.map((t) => t.investmentType))).toEqual(new Set(INVESTMENT_TYPES));
    for (const product of PRODUCT_TYPES) {
      const offered = tariffs.filter((t) => t.productTypes.includes(product));
      expect(offered.length, product).toBeGreaterThanOrEqual(5);
    }
  });

  it('uses fictional insurer names, one per insurer id', async () => {
    const { tariffs } = await demo();
    const names = new Map(tariffs.map((t) => [t.insurerId, t.insurerName]));
    expect(names.size).toBe(15);
    expect(new Set(names.values()).size).toBe(15);
    for (const name of names.values()) expect(name).not.toMatch(REAL_INSURERS);
  });

  it('keeps values inside the ranges real tariffs show (FIGURES.md)', async () => {
    const { tariffs } = await demo();
    for (const t of tariffs) {
      expect(isGrade(t.grade)).toBe(true);
      expect(t.guaranteedInterest).toBeLessThanOrEqual(0.01);
      if (t.investmentType === 'klassisch') expect(t.costs.fundTer).toBe(0);
      else if (t.etfSelection)
        expect(t.costs.fundTer).toSatisfy((ter: number) => ter >= 0.001 && ter <= 0.005);
      else expect(t.costs.fundTer).toBeLessThanOrEqual(0.015);
      // Regular pensions around 22–35 € per 10,000 €; immediate pensions at high ages more; a
      // long Rentengarantiezeit (15–25 years) costs up to about 4 € of the factor.
      for (const entry of t.rentenfaktor) {
        expect(entry.current).toBeGreaterThanOrEqual(entry.guaranteePeriod <= 10 ? 21 : 18);
        expect(entry.current).toBeLessThanOrEqual(t.productTypes.includes('sofort') ? 45 : 35);
      }
      if (t.productTypes.includes('riester')) expect(t.beitragsGarantieLevels).toContain(100);
      expect(t.documents.map((d) => d.title)).toContain('Produktinformationsblatt');
    }
    const grades = tariffs.map((t) => t.grade);
    expect(Math.min(...grades)).toBeLessThanOrEqual(1.5);
    expect(Math.max(...grades)).toBeGreaterThan(2.5);
  });

  it('gives the inflation premium to the tariffs of exactly one insurer', async () => {
    const { tariffs } = await demo();
    const promoted = tariffs.filter((t) => t.promotion === 'inflationPremium');
    expect(promoted.length).toBeGreaterThan(0);
    expect(new Set(promoted.map((t) => t.insurerId)).size).toBe(1);
    const insurer = promoted[0]?.insurerId;
    expect(tariffs.filter((t) => t.insurerId === insurer).every((t) => t.promotion !== null)).toBe(
      true,
    );
  });
});
