import { cloneElement, createContext, type ReactElement, type ReactNode, useContext } from 'react';

/** Renders a subtree to HTML the way the page is rendered (the server passes renderToString). */
export type IslandRenderer = (node: ReactNode) => string;

/**
 * The server's renderer; absent in the browser, where an island renders its children as usual
 * (so hydration and client-side navigations work as for any element, and react-dom/server stays
 * out of the browser bundle).
 */
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

// The inner HTML per data object and key. The data object (the page's content, a constant table)
// ties an entry to what it was made of: new content, new entries; the old ones go with it.
const cache = new WeakMap<object, Map<string, string>>();

const cachedHtml = (source: object, key: string, render: () => string): string => {
  let byKey = cache.get(source);
  if (byKey === undefined) {
    byKey = new Map();
    cache.set(source, byKey);
  }
  let html = byKey.get(key);
  if (html === undefined) {
    html = render();
    byKey.set(key, html);
  }
  return html;
};

/**
 * Issue 5 budget: an element whose inner markup is the same for every visitor, rendered once per
 * (source, key) on the server and then written out as a string. Only for children whose markup
 * depends on nothing but `source` and `key`: no context (they render outside the page's
 * providers), no useId (ids depend on the position in the tree), no per-visitor data. The HTML is
 * byte for byte what the element renders normally; the browser renders the children as usual.
 */
export const StaticIsland = ({
  source,
  cacheKey,
  children,
}: {
  /** The data the children are made of; the cache lives as long as it does. */
  readonly source: object;
  /** Everything else the children depend on (the page path, a flag). */
  readonly cacheKey: string;
  /** The element whose children are cached. */
  readonly children: ReactElement<{ readonly children?: ReactNode }>;
}): ReactElement => {
  const render = useContext(IslandRendererContext);
  if (render === null) return children;
  const html = cachedHtml(source, cacheKey, () => render(children.props.children));
  return cloneElement(children, {
    children: undefined,
    dangerouslySetInnerHTML: { __html: html },
  } as Partial<{ readonly children?: ReactNode }>);
};
