import type { Result } from '../domain/result';
import type { TariffCatalogue } from '../domain/tariffs/tariff';
import type { ClockPort } from '../ports/clock.port';
import type { SupportApiPort } from '../ports/support-api.port';
import type { CatalogueLoadError } from '../ports/tariff-catalogue.port';
import type { CalculatePensionGap } from '../ports/use-cases/calculate-pension-gap.use-case';
import type { CompareQuery } from '../ports/use-cases/compare-tariffs.use-case';
import type { ReadSearchInput } from '../ports/use-cases/read-search-input.use-case';
import type { TariffDetailsQuery } from '../ports/use-cases/tariff-details.use-case';

/** What `rente restore` moved, or its refusal in German. */
export type RestoreOutcome =
  | {
      readonly ok: true;
      readonly database: string;
      readonly applications: number;
      readonly fileCount: number;
    }
  | { readonly ok: false; readonly message: string };

export interface BackupServices {
  /** DATA_DIR (default ./data): where `rente restore` puts the backup back. */
  readonly dataDir: string;
  /** The path made absolute against the working folder (the server writes the backup there). */
  absolute(file: string): string;
  /** Puts the backup back into `dataDir` (the server stopped); `replace` keeps the old folder aside. */
  restore(file: string, dataDir: string, replace: boolean): Promise<RestoreOutcome>;
}

/** What the `rente` program needs from outside; `cli/main.ts` wires the real ones (adapters/composition/cli.composition.ts). */
export interface CliServices {
  readonly clock: ClockPort;
  readonly readSearchInput: ReadSearchInput;
  /** Reads and checks a tariff catalogue file (`rente catalogue validate`). */
  readonly loadCatalogue: (file: string) => Promise<Result<TariffCatalogue, CatalogueLoadError>>;
  /** The catalogue `rente compare` and `rente tariff` use: CATALOGUE_FILE, else the demo file. */
  readonly catalogueFile: string;
  /** The comparison use cases on a catalogue file, from the CLI's container (cli.composition.ts). */
  readonly comparisonOn: (catalogueFile: string) => {
    readonly compareQuery: CompareQuery;
    readonly tariffDetailsQuery: TariffDetailsQuery;
  };
  /** The Rentenlückencheck (`rente gap`). */
  readonly calculatePensionGap: CalculatePensionGap;
  /** The server's admin API (`rente application`); RENTE_SERVER_URL and RENTE_ADMIN_TOKEN. */
  readonly support?: {
    readonly api: SupportApiPort;
    readonly serverUrl: string | null;
    readonly token: string | null;
  };
  /** `rente backup` and `rente restore` (adapters/storage/sqlite/sqlite-backup.ts). */
  readonly backups?: BackupServices;
  /** Writes to standard output. */
  readonly out: (text: string) => void;
  /** Writes to standard error. */
  readonly err: (text: string) => void;
  /** Colour only on a terminal and never with NO_COLOR. */
  readonly color: boolean;
}
