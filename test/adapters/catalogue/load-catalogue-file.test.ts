import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  catalogueFileOf,
  DEMO_CATALOGUE_FILE,
  packageRootOf,
} from '../../../adapters/catalogue/catalogue-location';
import { loadCatalogueFile } from '../../../adapters/catalogue/load-catalogue-file';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SMALL = path.join(ROOT, 'test/fixtures/catalogue/small-catalogue.json');
const dir = mkdtempSync(path.join(tmpdir(), 'rk-catalogue-'));
const fileWith = (name: string, text: string): string => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('loadCatalogueFile', () => {
  it('loads a valid file', async () => {
    const loaded = await loadCatalogueFile(SMALL);
    expect(loaded.ok && loaded.value.tariffs.map((t) => t.id)).toEqual([
      'test-riester-klassik',
      'test-invest',
      'test-sofort',
    ]);
  });

  it('names the absolute path of a missing file', async () => {
    const missing = path.join(dir, 'fehlt.json');
    expect(await loadCatalogueFile(missing)).toEqual({
      ok: false,
      error: { kind: 'catalogue/unreadable', message: `catalogue file ${missing}: not found` },
    });
  });

  it('says when the path is a directory', async () => {
    expect(await loadCatalogueFile(dir)).toEqual({
      ok: false,
      error: {
        kind: 'catalogue/unreadable',
        message: `catalogue file ${dir}: is a directory, not a file`,
      },
    });
  });

  it('says when the file is not JSON', async () => {
    const file = fileWith('kaputt.json', '{ "demo": true, ');
    const loaded = await loadCatalogueFile(file);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) {
      expect(loaded.error.kind).toBe('catalogue/unreadable');
      expect(loaded.error.message).toMatch(
        new RegExp(`^catalogue file ${file}: not valid JSON \\(.+\\)$`),
      );
    }
  });

  it('rejects a JSON file that breaks the rules, with every error', async () => {
    const file = fileWith('falsch.json', JSON.stringify({ demo: 'ja', tariffs: [] }));
    expect(await loadCatalogueFile(file)).toEqual({
      ok: false,
      error: {
        kind: 'catalogue/rejected',
        message: `catalogue file ${file}: 2 errors, nothing loaded`,
        errors: [
          { kind: 'catalogue/invalid', path: 'demo', message: 'expected true or false' },
          {
            kind: 'catalogue/invalid',
            path: 'tariffs',
            message: 'expected a non-empty list of tariffs',
          },
        ],
      },
    });
  });
});

describe('where the catalogue file is', () => {
  it('finds the package root from the sources and from dist/ bundles alike', () => {
    expect(packageRootOf(path.join(ROOT, 'adapters', 'catalogue'))).toBe(ROOT);
    expect(packageRootOf(path.join(ROOT, 'dist', 'cli'))).toBe(ROOT);
    expect(DEMO_CATALOGUE_FILE).toBe(path.join(ROOT, 'adapters/catalogue/demo-catalogue.json'));
  });

  it('takes CATALOGUE_FILE relative to the working directory, blank means the demo', () => {
    expect(catalogueFileOf({ CATALOGUE_FILE: 'data/tarife.json' })).toBe(
      path.resolve('data/tarife.json'),
    );
    expect(catalogueFileOf({ CATALOGUE_FILE: '/srv/tarife.json' })).toBe('/srv/tarife.json');
    expect(catalogueFileOf({ CATALOGUE_FILE: '  ' })).toBe(DEMO_CATALOGUE_FILE);
  });
});
