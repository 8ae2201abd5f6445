import { type Command, InvalidArgumentError } from 'commander';
import { decodeSearchQuery } from '../../domain/search-data/decode';
import { encodeSearchQuery } from '../../domain/search-data/encode';
import { FILTER_KEYS, SEARCH_DATA_KEYS } from '../../domain/search-data/keys';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { examples, jsonOption } from '../options';
import { paint, printJson, printLines, table } from '../output';

const showValue = (value: unknown): string => {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${value} (${d}.${m}.${y})`;
  }
  return String(value);
};

const rowsOf = (
  data: Readonly<Record<string, unknown>>,
  keys: ReadonlyArray<readonly [string, string]>,
): string[][] =>
  keys.flatMap(([field, key]) =>
    data[field] === undefined ? [] : [[field, key, showValue(data[field])]],
  );

const parseBase = (input: string): URL => {
  try {
    const url = new URL(input);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
    return url;
  } catch {
    throw new InvalidArgumentError('expected an absolute http(s) URL');
  }
};

/** `rente url decode|encode`: what a customer entered in a comparison URL, and back. */
export const registerUrlCommands = (program: Command, svc: CliServices): void => {
  const url = program
    .command('url')
    .description('decode and encode comparison URLs (search data and filters)')
    .addHelpText(
      'after',
      examples("rente url decode 'pt=schicht3&mp=150&oce=1'", 'rente url encode search.json'),
    );

  url
    .command('decode')
    .description('show the search data and filters of a comparison URL or query string')
    .argument(
      '<url-or-query>',
      'a whole URL (any host, any route) or a query string, with or without ?',
    )
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        "rente url decode 'https://www.rentenkompass.de/result?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&oce=1'",
        "rente url decode 'pt=riester&im=1&noc=2' --json",
      ),
    )
    .action((input: string, options: { json?: boolean }) => {
      const result = decodeSearchQuery(input);
      if (!result.ok) throw new CliFailure(result.error.message);
      const { searchData, filters, unknownKeys } = result.value;
      if (options.json) return printJson(svc, { searchData, filters, unknownKeys });
      const rows = [...rowsOf(searchData, SEARCH_DATA_KEYS), ...rowsOf(filters, FILTER_KEYS)];
      const lines =
        rows.length === 0 ? ['(no search data)'] : table(svc, ['field', 'key', 'value'], rows);
      if (unknownKeys.length > 0)
        lines.push(paint(svc, 'dim', `unknown keys: ${unknownKeys.join(', ')}`));
      printLines(svc, lines);
    });

  url
    .command('encode')
    .description('build the canonical query string from { "searchData": …, "filters": … } JSON')
    .argument('[file]', 'JSON file to read; without it (or with -) standard input')
    .option('--base <url>', 'print a whole URL on this base instead of the query string', parseBase)
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente url decode "$URL" --json | rente url encode --base https://www.rentenkompass.de/result',
        'rente url encode search.json',
      ),
    )
    .action(async (file: string | undefined, options: { base?: URL; json?: boolean }) => {
      const result = await svc.readSearchInput(file);
      if (!result.ok) throw new CliFailure(result.error.message);
      const query = encodeSearchQuery(result.value);
      let full: string | null = null;
      if (options.base !== undefined) {
        const target = new URL(options.base.href);
        target.search = query;
        full = target.href;
      }
      if (options.json) return printJson(svc, full === null ? { query } : { query, url: full });
      printLines(svc, [full ?? query]);
    });
};
