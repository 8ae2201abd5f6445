import { Option } from 'commander';
import type { TimeOptions } from './arguments';
import { CliFailure } from './cli-failure';
import type { CliServices } from './cli-services';

// What `rente compare` and `rente tariff` share: the catalogue option and the comparison on it.

/** Options `rente compare` and `rente tariff` share. */
export interface SearchCommandOptions extends TimeOptions {
  readonly catalogue?: string;
  readonly json?: boolean;
}

export const catalogueOption = (): Option =>
  new Option('--catalogue <file>', 'tariff catalogue file (default: CATALOGUE_FILE or the demo)');

/** The comparison use cases on the catalogue the command works on. */
export const comparisonOf = (
  svc: CliServices,
  options: SearchCommandOptions,
): ReturnType<CliServices['comparisonOn']> =>
  svc.comparisonOn(options.catalogue ?? svc.catalogueFile);

/** An error of the use case: bad search data or a catalogue that does not load, one line. */
export const failureOf = (error: { readonly kind: string; readonly message: string }): never => {
  if (error.kind === 'catalogue/rejected') {
    throw new CliFailure(`${error.message} (rente catalogue validate lists every error)`);
  }
  throw new CliFailure(error.message);
};
