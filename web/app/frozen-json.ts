/**
 * The hydration payload carries data the server keeps for its whole life — a
 * page's written content, the public configuration, the banners of a time slot. Their JSON is the
 * same on every request, so it is made once. Only for data that can no longer change: `keepFrozen`
 * freezes a value deeply and remembers it; `jsonBlockText` then reuses the JSON of every value
 * kept that way and writes the rest as usual.
 */

// Every object frozen by keepFrozen (each nested object too): none of them can change any more.
const deeplyFrozen = new WeakSet<object>();
// The escaped JSON of a deeply frozen object, made on first use.
const jsonOfFrozen = new WeakMap<object, string>();

const freezeDeeply = (value: object): void => {
  if (deeplyFrozen.has(value)) return;
  for (const key of Object.keys(value)) {
    const child: unknown = (value as Record<string, unknown>)[key];
    if (typeof child === 'object' && child !== null) freezeDeeply(child);
  }
  Object.freeze(value);
  deeplyFrozen.add(value);
};

/**
 * A kept value as a render worker receives it (web/app/kept-transfer.ts): its escaped JSON, made
 * once on the main thread (`keptJsonOf`), and parsed here. The page's hydration JSON then uses
 * that text as it is, and the worker renders from exactly the data the browser hydrates with.
 * The parsed value is never written to; it is not frozen again (walking a new comparison's parts
 * cost a render worker some 0.1 ms, issue 31).
 */
export const keepReceivedJson = (json: string): object => {
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null) throw new Error('kept value: not an object');
  deeplyFrozen.add(value);
  jsonOfFrozen.set(value, json);
  return value;
};

/** Whether `value` was kept by keepFrozen (web/app/kept-transfer.ts sends such values once). */
export const isKeptFrozen = (value: object): boolean => deeplyFrozen.has(value);

/**
 * Freezes `value` and everything in it (a later write throws in strict mode) and marks it as
 * unchangeable, so its JSON is made once. For data shared by all requests only.
 */
export const keepFrozen = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) freezeDeeply(value);
  return value;
};

// Freezes the parts of a value; a part already frozen counts as frozen with its contents.
const freezeParts = (value: object): void => {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i];
      if (typeof child === 'object' && child !== null && !Object.isFrozen(child)) {
        freezeParts(child);
        Object.freeze(child);
      }
    }
    return;
  }
  for (const key of Object.keys(value)) {
    const child: unknown = (value as Record<string, unknown>)[key];
    if (typeof child === 'object' && child !== null && !Object.isFrozen(child)) {
      freezeParts(child);
      Object.freeze(child);
    }
  }
};

/**
 * keepFrozen for a value made on many requests (a new comparison for every new search, issue 31):
 * frozen deeply as well, but only the value itself is marked as kept, so its JSON is made once and
 * it crosses to a render worker once; its parts are not marked one by one (a comparison's 160 or
 * so entries in the WeakSet cost more than freezing them: 3.4 % of the server's CPU for a new
 * search). A part found already frozen is taken as frozen with its contents: the kept
 * comparison's rows when its first rows are kept.
 */
export const keepFrozenWhole = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !deeplyFrozen.has(value)) {
    freezeParts(value);
    Object.freeze(value);
    deeplyFrozen.add(value);
  }
  return value;
};

/**
 * keepFrozenWhole without freezing the parts, for the production build (web/entry.server.tsx):
 * freezing a new comparison's parts cost some 27 µs of a 1.6 ms page (issue 31). As React freezes
 * elements and props only in development, the freeze is a check for development and the tests,
 * where a write to a kept comparison throws; the code that makes and reads it treats it as
 * read-only (its types are readonly all through).
 */
export const keepWhole = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) deeplyFrozen.add(value);
  return value;
};

// Every `<` (and the line separators JavaScript once refused) escaped: native replaces, no
// function called per match (a page's search bar HTML has a hundred `<`).
const LINE_SEPARATORS = /[\u2028\u2029]/;
const escapeJson = (json: string): string => {
  const escaped = json.includes('<') ? json.replaceAll('<', '\\u003c') : json;
  return LINE_SEPARATORS.test(escaped)
    ? escaped.replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029')
    : escaped;
};

/** The escaped JSON of a value kept by keepFrozen or keepFrozenWhole, made once per value. */
export const keptJsonOf = (value: object): string => {
  let json = jsonOfFrozen.get(value);
  if (json === undefined) {
    json = escapeJson(JSON.stringify(value));
    jsonOfFrozen.set(value, json);
  }
  return json;
};

// How many levels of objects that are not kept frozen are walked to find ones that are (payload →
// router → loader data → a route's data → its fields); below, the native JSON.stringify writes all.
const WALK_DEPTH = 4;

// Plain objects and arrays are walked; anything else (a Date, a Map, a class) JSON.stringify writes.
const isWalkable = (value: object): boolean => {
  if (Array.isArray(value)) return true;
  return (
    Object.getPrototypeOf(value) === Object.prototype &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  );
};

/** The escaped JSON of a value, as JSON.stringify writes it (undefined where it writes nothing). */
const jsonOf = (value: unknown, depth: number): string | undefined => {
  if (typeof value !== 'object' || value === null) {
    const json = JSON.stringify(value);
    return json === undefined ? undefined : escapeJson(json);
  }
  if (deeplyFrozen.has(value)) return keptJsonOf(value);
  if (depth === 0 || !isWalkable(value)) return escapeJson(JSON.stringify(value));
  if (Array.isArray(value)) {
    // Joined with + (not Array#join, which copies the kept JSON into each level's string).
    let text = '[';
    for (let i = 0; i < value.length; i++) {
      text += `${i === 0 ? '' : ','}${jsonOf(value[i], depth - 1) ?? 'null'}`;
    }
    return `${text}]`;
  }
  let text = '{';
  for (const key of Object.keys(value)) {
    const json = jsonOf((value as Record<string, unknown>)[key], depth - 1);
    if (json !== undefined)
      text += `${text === '{' ? '' : ','}${escapeJson(JSON.stringify(key))}:${json}`;
  }
  return `${text}}`;
};

/**
 * Data as the text of a `<script type="application/json">` element: JSON.stringify's text with
 * every `<` escaped, so no `</script>` or `<!--` in the data can end or change the element.
 */
export const jsonBlockText = (data: unknown): string => jsonOf(data, WALK_DEPTH) ?? 'null';
