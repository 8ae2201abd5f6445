import type { Command } from 'commander';
import { formatCatalogueError } from '../../domain/tariffs/catalogue-error';
import type { TariffCatalogue } from '../../domain/tariffs/tariff';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { examples, jsonOption } from '../options';
import { printJson, printLines } from '../output';

/** The --json document of `rente catalogue validate`. */
export interface CatalogueValidation {
  readonly valid: boolean;
  readonly tariffs: number;
  readonly insurers: number;
  /** Whether the catalogue is marked as demo data; null when nothing could be loaded. */
  readonly demo: boolean | null;
  readonly errors: readonly { readonly path: string; readonly message: string }[];
}

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** `Katalog gültig: 60 Tarife von 15 Versicherern (Demodaten)`. */
export const validSummary = (catalogue: TariffCatalogue): string => {
  const insurers = new Set(catalogue.tariffs.map((t) => t.insurerId)).size;
  const demo = catalogue.demo ? ' (Demodaten)' : '';
  return `Katalog gültig: ${count(catalogue.tariffs.length, 'Tarif', 'Tarife')} von ${count(insurers, 'Versicherer', 'Versicherern')}${demo}`;
};

/** `rente catalogue validate <file>`: checks a tariff catalogue file as the server would load it. */
export const registerCatalogueCommand = (program: Command, svc: CliServices): void => {
  const catalogue = program
    .command('catalogue')
    .description('tariff catalogue files (the data the comparison works on)');
  catalogue
    .command('validate')
    .description(
      'check a tariff catalogue file: every error with its JSON path; exit 0 when valid, 1 when not',
    )
    .argument('<file>', 'the catalogue JSON file, e.g. adapters/catalogue/demo-catalogue.json')
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente catalogue validate adapters/catalogue/demo-catalogue.json',
        'rente catalogue validate tarife.json --json',
      ),
    )
    .action(async (file: string, options: { json?: boolean }) => {
      const loaded = await svc.loadCatalogue(file);
      if (loaded.ok) {
        const { tariffs, demo } = loaded.value;
        if (!options.json) return printLines(svc, [validSummary(loaded.value)]);
        const insurers = new Set(tariffs.map((t) => t.insurerId)).size;
        return printJson(svc, { valid: true, tariffs: tariffs.length, insurers, demo, errors: [] });
      }
      const error = loaded.error;
      const errors =
        error.kind === 'catalogue/rejected'
          ? error.errors.map(({ path, message }) => ({ path, message }))
          : [{ path: '', message: error.message }];
      if (options.json) {
        const report: CatalogueValidation = {
          valid: false,
          tariffs: 0,
          insurers: 0,
          demo: null,
          errors,
        };
        printJson(svc, report);
      } else if (error.kind === 'catalogue/rejected') {
        printLines(svc, error.errors.map(formatCatalogueError));
      }
      throw new CliFailure(
        error.kind === 'catalogue/rejected'
          ? `Katalog ungültig: ${count(errors.length, 'Fehler', 'Fehler')}, nichts geladen (${file})`
          : error.message,
        1,
        true,
      );
    });
};
