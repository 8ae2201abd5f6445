import type { Result } from '../domain/result';
import type { TariffCatalogue } from '../domain/tariffs/tariff';
import type { ClockPort } from '../ports/clock.port';
import type { CatalogueLoadError } from '../ports/tariff-catalogue.port';
import type { makeReadSearchInput } from '../ports/use-cases/read-search-input.use-case';

/** What the `rente` program needs from outside; `cli/main.ts` wires the real ones. */
export interface CliServices {
  readonly clock: ClockPort;
  readonly readSearchInput: ReturnType<typeof makeReadSearchInput>;
  /** Reads and checks a tariff catalogue file (`rente catalogue validate`). */
  readonly loadCatalogue: (file: string) => Promise<Result<TariffCatalogue, CatalogueLoadError>>;
  /** The catalogue `rente compare` and `rente tariff` use: CATALOGUE_FILE, else the demo file. */
  readonly catalogueFile: string;
  /** Writes to standard output. */
  readonly out: (text: string) => void;
  /** Writes to standard error. */
  readonly err: (text: string) => void;
  /** Colour only on a terminal and never with NO_COLOR. */
  readonly color: boolean;
}
