import { ContainerModule } from 'inversify';
import { Temporal } from 'temporal-polyfill';
import { DEMO_CATALOGUE_FILE } from '../../adapters/catalogue/catalogue-location';
import { composeCli } from '../../adapters/composition/cli.composition';
import { FixedClockAdapter } from '../../adapters/memory/fixed-clock.adapter';
import { MemoryTextInputAdapter } from '../../adapters/memory/memory-text-input.adapter';
import { runCli } from '../../cli/program';
import { ClockPort } from '../../ports/clock.port';
import { TextInputPort } from '../../ports/text-input.port';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** stdout parsed as JSON. */
  json<T = unknown>(): T;
}

/** The fixed moment CLI tests run at unless they say otherwise: Sunday 22 Nov 2026, 10:00 in Berlin. */
export const TEST_NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');

/** Runs the real `rente` program in-process with a fixed clock and in-memory input. */
export const rente = async (
  argv: readonly string[],
  setup: {
    now?: Temporal.Instant;
    files?: Record<string, string>;
    stdin?: string;
    color?: boolean;
    /** The catalogue of `rente compare`/`rente tariff`; the demo catalogue by default. */
    catalogueFile?: string;
  } = {},
): Promise<CliRun> => {
  let stdout = '';
  let stderr = '';
  const clock = new FixedClockAdapter(setup.now ?? TEST_NOW);
  // The machine of cli/main.ts's systemModule, replaced by a fixed clock and in-memory input.
  const machine = new ContainerModule(({ bind }) => {
    bind<ClockPort>(ClockPort).toConstantValue(clock);
    bind<TextInputPort>(TextInputPort).toConstantValue(
      new MemoryTextInputAdapter(setup.files, setup.stdin),
    );
  });
  const code = await runCli(argv, {
    ...composeCli(machine),
    catalogueFile: setup.catalogueFile ?? DEMO_CATALOGUE_FILE,
    out: (text) => {
      stdout += text;
    },
    err: (text) => {
      stderr += text;
    },
    color: setup.color ?? false,
  });
  return { code, stdout, stderr, json: <T>() => JSON.parse(stdout) as T };
};
