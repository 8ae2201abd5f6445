import { escapeHtml } from './head/head-html';
import { PAYLOAD_ELEMENT_ID } from './hydration';

/** The browser files of a page (the server reads them from the Vite manifest). */
export interface PageAssets {
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

/**
 * The whole HTML document: the page's head tags, the stylesheets and module scripts of the entry
 * and of the matched routes' chunks, the rendered app, and the hydration data as a JSON block.
 */
export const documentHtml = (input: {
  readonly headTags: string;
  readonly appHtml: string;
  readonly payload: string;
  readonly assets: PageAssets;
  /** Source paths of the matched lazy route modules. */
  readonly routeModules: readonly string[];
}): string => {
  const { assets } = input;
  const chunks = input.routeModules
    .map((file) => assets.routeChunks[file])
    .filter((chunk) => chunk !== undefined);
  const styles = [...new Set([...assets.styles, ...chunks.flatMap((chunk) => chunk.css)])];
  const preloads = [...new Set([...assets.preloads, ...chunks.flatMap((chunk) => chunk.js)])];
  const e = escapeHtml;
  return [
    '<!doctype html><html lang="de"><head><meta charset="utf-8">',
    input.headTags,
    `<meta name="theme-color" content="#0a4d8c"><link rel="icon" href="${FAVICON}">`,
    ...styles.map((href) => `<link rel="stylesheet" href="${e(href)}">`),
    ...(assets.devScripts ?? []).map((src) => `<script type="module" src="${e(src)}"></script>`),
    `<script type="module" src="${e(assets.entry)}"></script>`,
    ...preloads.map((href) => `<link rel="modulepreload" href="${e(href)}">`),
    '</head><body><div id="root">',
    input.appHtml,
    `</div><script type="application/json" id="${PAYLOAD_ELEMENT_ID}">`,
    input.payload,
    '</script></body></html>',
  ].join('');
};
