import { isKeptFrozen, keepReceivedJson, keptJsonOf } from './frozen-json';

/**
 * Page data sent to a render worker (adapters/server/render-pool.ts) keeps the identity of the
 * values the server keeps for its whole life or a while (keepFrozen: a kept comparison, a page's
 * content, the banners of a time slot). A structured clone would make a new object on every
 * request, and the worker would write its JSON and render its islands again each time. So each
 * kept value crosses once: the sender replaces it by a number, and sends the value only when the
 * worker does not have it yet. Both sides keep the same bounded list of numbers, in the same
 * order of use (one message after the other), so they always agree on what the worker has.
 * A value crosses as its escaped JSON (made once on this side, however many workers get it): the
 * worker parses it and writes the page's hydration JSON with that text, so a new comparison is
 * neither structured-cloned nor written as JSON a second time (issue 31: together some 30 µs of a
 * new search's page), and the worker renders from the data exactly as the browser gets it.
 */

const KEPT_KEY = '__rkKept';
/** How many kept values a worker holds: the server keeps 256 comparisons, and a few pages and banners. */
export const KEPT_CAPACITY = 300;
/** How deep unkept objects and arrays are walked to find kept values in them. */
const WALK_DEPTH = 6;

export interface KeptMessage {
  /** The data with every kept value replaced by `{ __rkKept: id }`. */
  readonly value: unknown;
  /** The ids in the order they were met, with repeats. */
  readonly refs: readonly number[];
  /** The values the worker does not have yet, by id: their escaped JSON. */
  readonly fresh: Readonly<Record<number, string>>;
}

/** Used ids, oldest first: a hit moves an id to the end, a new id past capacity drops the oldest. */
const touch = <T>(lru: Map<number, T>, id: number, value: T): void => {
  if (lru.has(id)) lru.delete(id);
  else if (lru.size >= KEPT_CAPACITY) {
    const oldest = lru.keys().next();
    if (oldest.done !== true) lru.delete(oldest.value);
  }
  lru.set(id, value);
};

const isPlain = (value: object): boolean =>
  Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;

/**
 * A copy of `value` down to WALK_DEPTH levels of plain objects and arrays, with each object that
 * `replace` answers for (not undefined) put in its place; the rest stays as it is.
 */
const replacedIn = (value: unknown, replace: (object: object) => unknown): unknown => {
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    const replacement = replace(v);
    if (replacement !== undefined) return replacement;
    if (depth === 0 || !isPlain(v)) return v;
    if (Array.isArray(v)) return v.map((item) => walk(item, depth - 1));
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v)) {
      out[key] = walk((v as Record<string, unknown>)[key], depth - 1);
    }
    return out;
  };
  return walk(value, WALK_DEPTH);
};

// One id per kept value for the server's whole life (weakly: a value dropped from its cache goes).
const idOfKept = new WeakMap<object, number>();
let nextId = 0;
const idOf = (value: object): number => {
  let id = idOfKept.get(value);
  if (id === undefined) {
    id = nextId++;
    idOfKept.set(value, id);
  }
  return id;
};

/** The sending side for one worker: what it has, in its order. */
export const keptSender = (): { readonly encode: (value: unknown) => KeptMessage } => {
  const sent = new Map<number, true>();
  return {
    encode: (value) => {
      const refs: number[] = [];
      const fresh: Record<number, string> = {};
      const replaced = replacedIn(value, (v) => {
        if (!isKeptFrozen(v)) return undefined;
        const id = idOf(v);
        if (!sent.has(id)) fresh[id] = keptJsonOf(v);
        touch(sent, id, true);
        refs.push(id);
        return { [KEPT_KEY]: id };
      });
      return { value: replaced, refs, fresh };
    },
  };
};

const keptIdOf = (value: object): number | null => {
  if (Array.isArray(value)) return null;
  const keys = Object.keys(value);
  const id = (value as Record<string, unknown>)[KEPT_KEY];
  return keys.length === 1 && typeof id === 'number' ? id : null;
};

/** The receiving side in the worker: the kept values by id, marked kept so their JSON is made once. */
export const keptReceiver = (): { readonly decode: (message: KeptMessage) => unknown } => {
  const held = new Map<number, unknown>();
  return {
    decode: ({ value, refs, fresh }) => {
      // First the list, in the sender's order, so both lists stay the same.
      for (const id of refs) {
        const json = fresh[id];
        const kept = held.has(id)
          ? held.get(id)
          : json === undefined
            ? null
            : keepReceivedJson(json);
        if (kept === null || kept === undefined) {
          throw new Error(`kept transfer: value ${id} is missing`);
        }
        touch(held, id, kept);
      }
      return replacedIn(value, (v) => {
        const id = keptIdOf(v);
        return id === null ? undefined : held.get(id);
      });
    },
  };
};
