import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect } from 'vitest';
import { loadCatalogueFile } from '../../adapters/catalogue/load-catalogue-file';
import { formatCatalogueError } from '../../domain/tariffs/catalogue-error';
import { parseTariffCatalogue } from '../../domain/tariffs/catalogue-parser';
import {
  deepJsonTextArb,
  hostileJsonArb,
  hostileNumberArb,
  hostileStringArb,
  PROTOTYPE_KEYS,
} from '../arbitraries/hostile-input';
import { validCatalogue, validTariff } from '../arbitraries/tariff';
import { ensure, firstDifference } from './fuzz-expect';
import { FUZZ_RUNS, fuzz, fuzzAsync } from './fuzz-harness';

type Json = unknown;

/** A replacement for one value of a catalogue: wrong types, edge numbers, prototype keys. */
const replacementArb: fc.Arbitrary<Json> = fc.oneof(
  hostileNumberArb,
  hostileStringArb(),
  fc.constantFrom(null, true, false, [], {}, '', ' ', 0, -0, 1e308, Number.NaN, 'x'.repeat(201)),
  hostileJsonArb,
);

/** Every path (keys and indexes) to a value inside `value`, the value's own first. */
const pathsOf = (
  value: Json,
  prefix: (string | number)[] = [],
  into: (string | number)[][] = [],
): (string | number)[][] => {
  into.push([...prefix]);
  if (typeof value !== 'object' || value === null) return into;
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    prefix.push(key);
    pathsOf(item, prefix, into);
    prefix.pop();
  }
  return into;
};

type Mutation = 'replace' | 'delete' | 'add-key' | 'duplicate';

// Built once: an arbitrary made inside `chain` is made again for every case, and a string
// arbitrary's construction costs more than the parser's whole check.
const extraKeyArb = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileStringArb(8));
const mutationArb = fc.constantFrom<Mutation>(
  'replace',
  'replace',
  'delete',
  'add-key',
  'duplicate',
);

// One or two tariffs are enough to break every field; a bigger catalogue only costs time per case.
const smallCatalogueArb = fc
  .record({ demo: fc.boolean(), tariffs: fc.array(validTariff(), { minLength: 1, maxLength: 2 }) })
  .map(({ demo, tariffs }) => ({
    demo,
    tariffs: tariffs.map((tariff, i) => ({ ...tariff, id: `tarif-${i + 1}`, promotion: null })),
  }));

/** A valid catalogue with one value broken: replaced, deleted, an unknown key, a repeated item. */
const mutatedCatalogueArb: fc.Arbitrary<Json> = smallCatalogueArb
  .map((catalogue) => JSON.parse(JSON.stringify(catalogue)) as Json)
  .chain((catalogue) =>
    fc
      .tuple(fc.constantFrom(...pathsOf(catalogue)), mutationArb, replacementArb, extraKeyArb)
      .map(([at, how, replacement, key]) => {
        const root = structuredClone(catalogue) as Record<string | number, Json>;
        if (at.length === 0) return how === 'replace' ? replacement : root;
        let parent = root as Record<string | number, Json>;
        for (const step of at.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
        const last = at[at.length - 1] as string | number;
        if (how === 'replace') parent[last] = replacement;
        if (how === 'delete') {
          if (Array.isArray(parent)) parent.splice(Number(last), 1);
          else delete parent[last];
        }
        if (how === 'add-key') {
          const target = parent[last];
          if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
            Object.defineProperty(target, key, {
              value: replacement,
              enumerable: true,
              writable: true,
              configurable: true,
            });
          } else parent[last] = replacement;
        }
        if (how === 'duplicate' && Array.isArray(parent))
          parent.push(structuredClone(parent[Number(last)]));
        return root;
      }),
  );

/** JSON text of a catalogue-like value with prototype keys, as JSON.parse makes own properties of them. */
const prototypeKeyCatalogueArb: fc.Arbitrary<Json> = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue())
  .map(([key, value]) =>
    JSON.parse(
      `{"demo":true,"tariffs":[{${JSON.stringify(key)}:${JSON.stringify(value)},"id":"a"}],${JSON.stringify(key)}:1}`,
    ),
  );

const inputArb: fc.Arbitrary<Json> = fc.oneof(
  { weight: 6, arbitrary: mutatedCatalogueArb },
  { weight: 1, arbitrary: validCatalogue() },
  { weight: 1, arbitrary: prototypeKeyCatalogueArb },
  { weight: 2, arbitrary: hostileJsonArb },
  {
    weight: 1,
    arbitrary: fc.record({
      demo: fc.boolean(),
      tariffs: fc.array(hostileJsonArb, { maxLength: 5 }),
    }),
  },
);

const expectCatalogueErrors = (errors: unknown): void => {
  ensure(Array.isArray(errors), () => `errors is no list: ${String(errors)}`);
  const list = errors as { kind: string; path: unknown; message: unknown }[];
  ensure(list.length > 0, () => 'a refusal without errors');
  for (const error of list) {
    const shown = (): string => JSON.stringify(error);
    ensure(error.kind === 'catalogue/invalid', shown);
    ensure(typeof error.path === 'string', shown);
    ensure(typeof error.message === 'string' && error.message.trim() !== '', shown);
    ensure(formatCatalogueError(error as never).includes(error.message as string), shown);
  }
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-fuzz-catalogue-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What a catalogue file holds: JSON of a catalogue, broken JSON, deep nesting, any bytes. */
const fileTextArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: inputArb.map((value) => JSON.stringify(value) ?? 'undefined') },
  { weight: 2, arbitrary: inputArb.map((value) => (JSON.stringify(value) ?? '').slice(0, -1)) },
  { weight: 1, arbitrary: deepJsonTextArb },
  { weight: 2, arbitrary: hostileStringArb(60) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '\ufeff{}',
      '{"demo":true,"tariffs":[]}',
      '{"__proto__":{"demo":true}}',
      'null',
      '[]',
      '1e400',
    ),
  },
);

describe('fuzz: tariff catalogue (issue 13)', () => {
  fuzz('tariff catalogue parser', inputArb, (input) => {
    const parsed = parseTariffCatalogue(input);
    if (!parsed.ok) {
      expectCatalogueErrors(parsed.error);
      return;
    }
    // A loaded catalogue is plain data: it reads back the same after a JSON round trip.
    const again = parseTariffCatalogue(JSON.parse(JSON.stringify(parsed.value)));
    const difference = firstDifference(again, parsed);
    if (difference !== null) expect.fail(`the JSON round trip differs at ${difference}`);
    ensure(({} as Record<string, unknown>).demo === undefined, () => 'Object.prototype polluted');
  });

  let file = 0;
  fuzzAsync(
    'tariff catalogue file loader',
    fileTextArb,
    async (text) => {
      const name = path.join(dir, `catalogue-${file++ % 8}.json`);
      fs.writeFileSync(name, text);
      const loaded = await loadCatalogueFile(name);
      if (loaded.ok) return;
      expect(['catalogue/unreadable', 'catalogue/rejected']).toContain(loaded.error.kind);
      expect(loaded.error.message).toContain(name);
      if (loaded.error.kind === 'catalogue/rejected') expectCatalogueErrors(loaded.error.errors);
    },
    // File writes cost time: a tenth of the cases, on top of the parser's own.
    { runs: Math.max(100, Math.round(FUZZ_RUNS / 10)) },
  );
});
