import type { HttpQuery } from '../../ports/http-client.port';

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Joins a relative URL to the base URL ('http://h/api' + 'bpm' or '/bpm' → 'http://h/api/bpm')
 * and appends the query; absolute URLs stay as they are. String joining, not `new URL`, so a
 * relative base like '/api' works in the browser.
 */
export const requestUrl = (baseUrl: string, url: string, query?: HttpQuery): string => {
  const joined =
    ABSOLUTE.test(url) || baseUrl === ''
      ? url
      : `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  if (query === undefined) return joined;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  if (search === '') return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${search}`;
};
