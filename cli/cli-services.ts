import type { ClockPort } from '../ports/clock.port';
import type { makeReadSearchInput } from '../ports/use-cases/read-search-input.use-case';

/** What the `rente` program needs from outside; `cli/main.ts` wires the real ones. */
export interface CliServices {
  readonly clock: ClockPort;
  readonly readSearchInput: ReturnType<typeof makeReadSearchInput>;
  /** Writes to standard output. */
  readonly out: (text: string) => void;
  /** Writes to standard error. */
  readonly err: (text: string) => void;
  /** Colour only on a terminal and never with NO_COLOR. */
  readonly color: boolean;
}
