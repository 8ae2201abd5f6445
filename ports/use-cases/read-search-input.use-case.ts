import { err, type Result } from '../../domain/result';
import type { SearchData, SearchFilters } from '../../domain/search-data/search-data';
import { type SearchJsonError, searchFromJson } from '../../domain/search-data/search-json';
import type { TextInputPort } from '../text-input.port';

export interface ReadSearchInputError {
  readonly kind: 'search-data/json' | 'input/unreadable';
  readonly message: string;
}

/** Reads `{ searchData, filters }` as JSON from a file or, without one, the standard input. */
export const makeReadSearchInput =
  (deps: { input: TextInputPort }) =>
  async (
    file: string | undefined,
  ): Promise<
    Result<
      { searchData: SearchData; filters: SearchFilters },
      ReadSearchInputError | SearchJsonError
    >
  > => {
    let text: string;
    try {
      text =
        file === undefined || file === '-'
          ? await deps.input.readStdin()
          : await deps.input.readFile(file);
    } catch (e) {
      return err({ kind: 'input/unreadable', message: e instanceof Error ? e.message : String(e) });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return err({ kind: 'search-data/json', message: 'Die Eingabe ist kein gültiges JSON.' });
    }
    return searchFromJson(json);
  };

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type ReadSearchInput = ReturnType<typeof makeReadSearchInput>;
export const ReadSearchInput = Symbol.for('ReadSearchInput');
