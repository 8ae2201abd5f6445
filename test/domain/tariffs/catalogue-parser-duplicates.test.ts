import { describe, expect, it } from 'vitest';
import { formatCatalogueError } from '../../../domain/tariffs/catalogue-error';
import { parseTariffCatalogue } from '../../../domain/tariffs/catalogue-parser';
import small from '../../fixtures/catalogue/small-catalogue.json';

// Lists hold each item once: texts and numbers are compared as values, objects as their JSON
// (catalogue-reader.ts readList). A text twice and the other rules: catalogue-parser.test.ts.

type Json = Record<string, unknown>;
const catalogue = (): { demo: unknown; tariffs: Json[] } => structuredClone(small) as never;

const errorsOf = (input: unknown): string[] => {
  const result = parseTariffCatalogue(input);
  return result.ok ? [] : result.error.map(formatCatalogueError);
};

describe('parseTariffCatalogue: items twice in a list', () => {
  it('reports a number twice, -0 and 0 alike', () => {
    const c = catalogue();
    (c.tariffs[1] as Json).beitragsGarantieLevels = [0, 80, -0];
    expect(errorsOf(c)).toEqual(['tariffs[1].beitragsGarantieLevels[2]: duplicate 0']);
  });

  it('reports a document twice, and none that differs in one field', () => {
    const c = catalogue();
    const tariff = c.tariffs[1] as Json;
    const [first] = tariff.documents as Json[];
    tariff.documents = [
      ...(tariff.documents as Json[]),
      { ...first, fileName: 'other.pdf' },
      { ...first },
    ];
    expect(errorsOf(c)).toEqual([
      'tariffs[1].documents[3]: duplicate {"title":"Produktinformationsblatt","fileName":"produktinformationsblatt.pdf"}',
    ]);
  });
});
