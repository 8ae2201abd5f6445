import { cloneElement, createContext, type ReactElement, type ReactNode, useContext } from 'react';

/** How the server renders islands (absent in the browser). */
export interface IslandRenderer {
  /** The HTML of a subtree, rendered as the page is (the server passes renderToString). */
  readonly render: (node: ReactNode) => string;
  /**
   * What the page holds in an island's place, made once per island: its HTML (the default), or a
   * marker the server swaps for the HTML's bytes when it writes the page (web/app/page-bytes.ts).
   * `keep` is what the marker needs (the bytes): the cache holds it exactly as long as the island.
   */
  readonly place?: (html: string) => PlacedIsland;
  /**
   * The HTML of a subtree the server writes as text without React's element walk (the result
   * rows, the filter sheet: issue 31), or null when it has no writer for it.
   */
  readonly text?: (node: ReactNode) => string | null;
}

/** An island as the page holds it: its text, and what must live as long as it (see `place`). */
export interface PlacedIsland {
  readonly text: string;
  readonly keep?: unknown;
}

/**
 * The server's renderer; absent in the browser, where an island renders its children as usual
 * (so hydration and client-side navigations work as for any element, and react-dom/server stays
 * out of the browser bundle).
 */
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

// What a renderer placed per data object and key. The data object (the page's content, a constant
// table, a kept comparison) ties an entry to what it was made of: new content, new entries; the
// old ones — and the bytes they keep — go with it.
const cache = new WeakMap<IslandRenderer, WeakMap<object, Map<string, PlacedIsland>>>();

const placedHtml = (
  renderer: IslandRenderer,
  source: object,
  key: string,
  children: ReactNode,
): string => {
  let bySource = cache.get(renderer);
  if (bySource === undefined) {
    bySource = new WeakMap();
    cache.set(renderer, bySource);
  }
  let byKey = bySource.get(source);
  if (byKey === undefined) {
    byKey = new Map();
    bySource.set(source, byKey);
  }
  let placed = byKey.get(key);
  if (placed === undefined) {
    const html = renderer.render(children);
    placed = renderer.place === undefined ? { text: html } : renderer.place(html);
    byKey.set(key, placed);
  }
  return placed.text;
};

/**
 * An element whose inner markup is the same for every visitor, rendered once per
 * (source, key) on the server and then written out as it is. Only for children whose markup
 * depends on nothing but `source` and `key`: no context (they render outside the page's
 * providers), no useId (ids depend on the position in the tree), no per-visitor data, and a key
 * from a bounded set (each key is kept). The HTML is byte for byte what the element renders
 * normally; the browser renders the children as usual.
 */
export const StaticIsland = ({
  source,
  cacheKey,
  children,
}: {
  /** The data the children are made of; the cache lives as long as it does. */
  readonly source: object;
  /**
   * Everything else the children depend on (the page path, a flag); null when they depend on
   * something unbounded this time (a visitor's input): then nothing is kept, and they are written
   * by the renderer's text writer when it has one for them, else rendered as usual.
   */
  readonly cacheKey: string | null;
  /** The element whose children are cached. */
  readonly children: ReactElement<{ readonly children?: ReactNode }>;
}): ReactElement => {
  const renderer = useContext(IslandRendererContext);
  if (renderer === null) return children;
  const html =
    cacheKey === null
      ? (renderer.text?.(children.props.children) ?? null)
      : placedHtml(renderer, source, cacheKey, children.props.children);
  if (html === null) return children;
  return cloneElement(children, {
    children: undefined,
    dangerouslySetInnerHTML: { __html: html },
  } as Partial<{ readonly children?: ReactNode }>);
};
