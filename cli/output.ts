import type { CliServices } from './cli-services';

const ANSI = {
  bold: '\u001b[1m',
  green: '\u001b[32m',
  red: '\u001b[31m',
  dim: '\u001b[2m',
  reset: '\u001b[0m',
};
export type Tone = 'bold' | 'green' | 'red' | 'dim';

/** Wraps text in a colour only where colour is wanted. */
export const paint = (svc: Pick<CliServices, 'color'>, tone: Tone, text: string): string =>
  svc.color ? `${ANSI[tone]}${text}${ANSI.reset}` : text;

/** One JSON document on stdout. */
export const printJson = (svc: CliServices, data: unknown): void => {
  svc.out(`${JSON.stringify(data, null, 2)}\n`);
};

/** Lines on stdout. */
export const printLines = (svc: CliServices, lines: readonly string[]): void => {
  svc.out(lines.length === 0 ? '' : `${lines.join('\n')}\n`);
};

/** An aligned table: a header row (bold on a terminal) and the rows, columns padded to fit. */
export const table = (
  svc: Pick<CliServices, 'color'>,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string[] => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [paint(svc, 'bold', line(header)), ...rows.map(line)];
};

/** One aligned "label  amount" line per row; amounts right-aligned. */
export const amountLines = (rows: readonly (readonly [string, string])[]): string[] => {
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const amountWidth = Math.max(...rows.map(([, amount]) => amount.length));
  return rows.map(
    ([label, amount]) => `${label.padEnd(labelWidth)}  ${amount.padStart(amountWidth)}`,
  );
};
