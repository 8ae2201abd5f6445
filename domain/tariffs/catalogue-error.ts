/** One problem in a tariff catalogue file, at the JSON path where it was found. */
export interface CatalogueError {
  readonly kind: 'catalogue/invalid';
  /** Where in the file, e.g. `tariffs[12].costs.fundTer` (empty for the whole file). */
  readonly path: string;
  /** What was expected there, e.g. `expected a number between 0 and 0.05`. */
  readonly message: string;
}

export const catalogueError = (path: string, message: string): CatalogueError => ({
  kind: 'catalogue/invalid',
  path,
  message,
});

/** One line for logs and the CLI: `tariffs[12].costs.fundTer: expected a number between 0 and 0.05`. */
export const formatCatalogueError = (error: CatalogueError): string =>
  error.path === '' ? error.message : `${error.path}: ${error.message}`;
