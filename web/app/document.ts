import { BOOT_ELEMENT_ID } from '../boot/boot-data';
import { escapeHtml } from '../components/html-escape';
import { jsonBlockText } from './frozen-json';
import { PAYLOAD_ELEMENT_ID, type PageBoot } from './hydration';

/** The browser files of a page (the server reads them from the Vite manifest). */
export interface PageAssets {
  /** The boot module (web/boot/boot.ts), which imports the entry; absent in dev. */
  readonly boot?: string;
  readonly entry: string;
  readonly preloads: readonly string[];
  readonly styles: readonly string[];
  readonly routeChunks: Readonly<
    Record<string, { readonly js: readonly string[]; readonly css: readonly string[] }>
  >;
  readonly devScripts?: readonly string[];
}

// The brand mark as the tab icon: a data URL (allowed by the CSP's img-src), no extra request.
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230a4d8c'/%3E%3Ccircle cx='16' cy='16' r='10' fill='none' stroke='white' stroke-width='2'/%3E%3Cpath d='M16 7l3 9-3 2-3-2z' fill='%23f2b705'/%3E%3Cpath d='M16 25l3-9-3-2-3 2z' fill='white'/%3E%3C/svg%3E";

/** The parts of a document that depend only on the assets, the matched routes and the timing. */
interface AssetParts {
  /** Theme colour, icon, stylesheets, scripts and preloads: the end of the head. */
  readonly headEnd: string;
  /** The route chunks the boot module loads before hydrating (only when it hydrates later). */
  readonly routeChunks: readonly string[];
}

const assetPartsOf = (
  assets: PageAssets,
  routeModules: readonly string[],
  lazy: boolean,
): AssetParts => {
  const chunks = routeModules
    .map((file) => assets.routeChunks[file])
    .filter((chunk) => chunk !== undefined);
  const styles = [...new Set([...assets.styles, ...chunks.flatMap((chunk) => chunk.css)])];
  const routeJs = chunks.flatMap((chunk) => chunk.js);
  const preloads = lazy
    ? []
    : [
        ...new Set([
          ...(assets.boot === undefined ? [] : [assets.entry]),
          ...assets.preloads,
          ...routeJs,
        ]),
      ].filter((href) => href !== assets.boot);
  const e = escapeHtml;
  return {
    headEnd: [
      `<meta name="theme-color" content="#0a4d8c"><link rel="icon" href="${FAVICON}">`,
      ...styles.map((href) => `<link rel="stylesheet" href="${e(href)}">`),
      ...(assets.devScripts ?? []).map((src) => `<script type="module" src="${e(src)}"></script>`),
      `<script type="module" src="${e(assets.boot ?? assets.entry)}"></script>`,
      ...preloads.map((href) => `<link rel="modulepreload" href="${e(href)}">`),
    ].join(''),
    routeChunks: lazy ? [...new Set(routeJs)] : [],
  };
};

// The asset tags are the same for every request of a page, so they are built once
// per assets object (one per server; a dev server makes a new one per request, which just misses).
const assetPartsCache = new WeakMap<PageAssets, Map<string, AssetParts>>();

const cachedAssetPartsOf = (
  assets: PageAssets,
  routeModules: readonly string[],
  lazy: boolean,
): AssetParts => {
  let byKey = assetPartsCache.get(assets);
  if (byKey === undefined) {
    byKey = new Map();
    assetPartsCache.set(assets, byKey);
  }
  const key = `${lazy ? 'lazy' : 'eager'}:${routeModules.join('\n')}`;
  let parts = byKey.get(key);
  if (parts === undefined) {
    parts = assetPartsOf(assets, routeModules, lazy);
    byKey.set(key, parts);
  }
  return parts;
};

/**
 * The whole HTML document: the page's head tags, the stylesheets, the boot module (or, without
 * one, the entry), the rendered app, the hydration data and the boot data as JSON blocks. A page
 * that hydrates at arrival preloads the entry and the matched routes' chunks; one that hydrates
 * on interaction preloads nothing (a preload counts as shipped).
 */
export const documentHtml = (input: {
  readonly headTags: string;
  readonly appHtml: string;
  readonly payload: string;
  readonly assets: PageAssets;
  /** Source paths of the matched lazy route modules. */
  readonly routeModules: readonly string[];
  /** When and what the boot module does; hydration at arrival without it. */
  readonly boot?: PageBoot;
}): string => {
  const { assets } = input;
  const boot: PageBoot = input.boot ?? { hydrateOn: 'arrival', pageView: null };
  const lazy = assets.boot !== undefined && boot.hydrateOn === 'interaction';
  const parts = cachedAssetPartsOf(assets, input.routeModules, lazy);
  const bootData = { ...boot, routeChunks: parts.routeChunks };
  return (
    '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
    input.headTags +
    parts.headEnd +
    '</head><body><div id="root">' +
    input.appHtml +
    `</div><script type="application/json" id="${PAYLOAD_ELEMENT_ID}">` +
    input.payload +
    `</script><script type="application/json" id="${BOOT_ELEMENT_ID}">` +
    jsonBlockText(bootData) +
    '</script></body></html>'
  );
};
