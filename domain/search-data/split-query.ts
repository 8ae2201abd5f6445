// Runs of %XX escapes; only used when a whole component is not valid percent-encoded UTF-8.
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

const decodeRun = (run: string): string => {
  try {
    return decodeURIComponent(run);
  } catch {
    return run;
  }
};

/** Percent-decodes; a malformed escape (or a run that is not UTF-8) stays as raw text. */
export const decodeComponent = (text: string): string => {
  if (text.indexOf('%') === -1) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(ESCAPE_RUN, decodeRun);
  }
};

// A URL or path without '?' has no query: it starts with '/' or has '://' before any '='.
const isBareUrl = (query: string, end: number): boolean => {
  if (query.charCodeAt(0) === 47) return true;
  const scheme = query.indexOf('://');
  if (scheme === -1 || scheme >= end) return false;
  const equals = query.indexOf('=');
  return equals === -1 || scheme < equals;
};

/**
 * Calls `visit` with each percent-decoded key/value pair of a query, in order, until it returns
 * false. Takes a bare query (with or without '?') or a whole URL: a '#fragment' is dropped,
 * then everything up to and including the first '?' (a URL or path without '?' has an empty
 * query). Pairs are split on '&' (empty segments skipped), key and value on the first '='; a
 * segment without '=' is a key with an empty value. A '+' stays a '+' (SPEC §3: only
 * job-situation values read it as a space, which the decoder does).
 */
export const forEachQueryPair = (
  query: string,
  visit: (key: string, value: string) => boolean,
): void => {
  let end = query.indexOf('#');
  if (end === -1) end = query.length;
  const question = query.indexOf('?');
  let start = question !== -1 && question < end ? question + 1 : isBareUrl(query, end) ? end : 0;
  let equals = -1;
  while (start < end) {
    let amp = query.indexOf('&', start);
    if (amp === -1 || amp > end) amp = end;
    // Remember the next '=' so a long run of segments without one stays linear.
    if (equals !== end && equals < start) {
      equals = query.indexOf('=', start);
      if (equals === -1 || equals > end) equals = end;
    }
    if (amp > start) {
      const more =
        equals < amp
          ? visit(
              decodeComponent(query.slice(start, equals)),
              decodeComponent(query.slice(equals + 1, amp)),
            )
          : visit(decodeComponent(query.slice(start, amp)), '');
      if (!more) return;
    }
    start = amp + 1;
  }
};

/** The pairs of `forEachQueryPair` as a list, for any decoder to type. */
export const splitQuery = (query: string): Array<readonly [string, string]> => {
  const pairs: Array<readonly [string, string]> = [];
  forEachQueryPair(query, (key, value) => {
    pairs.push([key, value]);
    return true;
  });
  return pairs;
};
