import type { Result } from '../domain/result';
import type { CatalogueError } from '../domain/tariffs/catalogue-error';
import type { TariffCatalogue } from '../domain/tariffs/tariff';

/** The catalogue file is missing, unreadable or not JSON (an operations error; names the path). */
export interface CatalogueUnreadableError {
  readonly kind: 'catalogue/unreadable';
  readonly message: string;
}

/** The file is JSON but breaks the catalogue rules: every error at its path, nothing loaded. */
export interface CatalogueRejectedError {
  readonly kind: 'catalogue/rejected';
  readonly message: string;
  readonly errors: readonly CatalogueError[];
}

export type CatalogueLoadError = CatalogueUnreadableError | CatalogueRejectedError;

/** The tariff catalogue the comparison works on, loaded whole or not at all. */
export interface TariffCataloguePort {
  load(): Promise<Result<TariffCatalogue, CatalogueLoadError>>;
}
export const TariffCataloguePort = Symbol.for('TariffCataloguePort');
