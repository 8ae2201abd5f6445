import { err, ok, type Result } from '../result';
import type { CatalogueError } from './catalogue-error';
import {
  type CatalogueReader,
  newCatalogueReader,
  readBoolean,
  readObject,
} from './catalogue-reader';
import type { Tariff, TariffCatalogue } from './tariff';
import { readTariff } from './tariff-parser';

/** Rules across tariffs: unique ids, one name per insurer id, the promotion of one insurer only. */
const checkAcrossTariffs = (r: CatalogueReader, tariffs: readonly (Tariff | undefined)[]): void => {
  const firstWithId = new Map<string, number>();
  const nameOf = new Map<number, { name: string; index: number }>();
  let promoted: { insurerId: number; index: number } | undefined;
  tariffs.forEach((tariff, index) => {
    if (tariff === undefined) return;
    const path = r.item('tariffs', index);
    const first = firstWithId.get(tariff.id);
    if (first !== undefined) {
      r.report(r.field(path, 'id'), `duplicate id "${tariff.id}" (first at tariffs[${first}])`);
    } else firstWithId.set(tariff.id, index);
    const named = nameOf.get(tariff.insurerId);
    if (named !== undefined && named.name !== tariff.insurerName) {
      r.report(
        r.field(path, 'insurerName'),
        `expected "${named.name}" as at tariffs[${named.index}] (insurer ${tariff.insurerId})`,
      );
    } else if (named === undefined)
      nameOf.set(tariff.insurerId, { name: tariff.insurerName, index });
    if (tariff.promotion === null) return;
    // SPEC §3: one inflation-premium promotion for one insurer.
    if (promoted !== undefined && promoted.insurerId !== tariff.insurerId) {
      r.report(
        r.field(path, 'promotion'),
        `expected null: the promotion belongs to insurer ${promoted.insurerId} (tariffs[${promoted.index}])`,
      );
    } else promoted ??= { insurerId: tariff.insurerId, index };
  });
};

/** One pass over a catalogue with the given reader (parseTariffCatalogue makes one or two). */
export const readCatalogue = (
  r: CatalogueReader,
  input: unknown,
): Result<TariffCatalogue, readonly CatalogueError[]> => {
  const file = readObject(r, input, '', ['demo', 'tariffs']);
  if (file === undefined) return err(r.errors);
  const demo = readBoolean(r, file.demo, 'demo');
  let tariffs: (Tariff | undefined)[] = [];
  if (!Array.isArray(file.tariffs) || file.tariffs.length === 0) {
    r.report('tariffs', 'expected a non-empty list of tariffs');
  } else {
    tariffs = file.tariffs.map((item: unknown, index) =>
      readTariff(r, item, r.item('tariffs', index)),
    );
    checkAcrossTariffs(r, tariffs);
  }
  if (r.errors.length > 0 || demo === undefined) return err(r.errors);
  return ok({ demo, tariffs: tariffs as Tariff[] });
};

/**
 * Reads a tariff catalogue (the parsed JSON of a catalogue file) and checks every field of every
 * tariff. All or nothing: a single error gives the full list of errors, each at its path, and no
 * tariffs. A file is read once without paths (issue 31, finding 7: a valid file, the usual case,
 * is read about a tenth faster), and only a wrong one again, with paths, for its errors.
 */
export const parseTariffCatalogue = (
  input: unknown,
): Result<TariffCatalogue, readonly CatalogueError[]> => {
  const quick = readCatalogue(newCatalogueReader({ paths: false }), input);
  return quick.ok ? quick : readCatalogue(newCatalogueReader({ paths: true }), input);
};
