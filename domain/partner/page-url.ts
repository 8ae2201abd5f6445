// Query-string surgery on a page address as written, relative ('/result?x=1#top') or absolute.
// Done on the string rather than through URLSearchParams so every other parameter keeps its
// exact spelling and encoding.

export interface UrlParts {
  /** Everything before '?' (or before '#' when there is no query). */
  readonly base: string;
  /** The query without its '?', '' when there is none. */
  readonly query: string;
  /** The fragment with its '#', '' when there is none. */
  readonly hash: string;
}

export const splitUrl = (url: string): UrlParts => {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1
    ? { base: beforeHash, query: '', hash }
    : { base: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), hash };
};

export const joinUrl = ({ base, query, hash }: UrlParts): string =>
  `${base}${query === '' ? '' : `?${query}`}${hash}`;

/** The decoded name of one `name=value` segment ('+' is a space; a bad escape stays raw). */
export const parameterNameOf = (segment: string): string => {
  const raw = (segment.split('=')[0] ?? '').replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

const segmentsOf = (query: string): string[] => query.split('&').filter((s) => s !== '');

/** The names of the parameters a URL carries. */
export const parameterNamesOf = (url: string): ReadonlySet<string> =>
  new Set(segmentsOf(splitUrl(url).query).map(parameterNameOf));

/** The URL without any of the named parameters; the rest untouched. */
export const withoutParameters = (url: string, names: readonly string[]): string => {
  const parts = splitUrl(url);
  const kept = segmentsOf(parts.query).filter((s) => !names.includes(parameterNameOf(s)));
  return joinUrl({ ...parts, query: kept.join('&') });
};

/** The URL with the parameters appended (percent-encoded) before its fragment. */
export const withParameters = (
  url: string,
  parameters: ReadonlyArray<readonly [string, string]>,
): string => {
  const parts = splitUrl(url);
  const added = parameters.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return joinUrl({ ...parts, query: [...segmentsOf(parts.query), ...added].join('&') });
};
