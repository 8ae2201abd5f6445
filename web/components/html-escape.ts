/*
 * Text for HTML the server writes as strings (the document's head, the sitemap, the search bar,
 * the result rows and the filter sheet). The same in an element's body and an attribute value.
 */

const UNSAFE = /["&'<>]/;

/** & < > " ' as numeric references: `"` → `&#34;`. */
export const escapeHtml = (text: string): string =>
  UNSAFE.test(text) ? text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`) : text;

/**
 * Text escaped as react-dom's renderToString escapes it (its escapeTextForBrowser), for the parts
 * the server writes without React that the browser then hydrates (result-row-html.ts,
 * filter-panel-html.ts). One native replace per character kind (`&` first): a page's URLs have
 * many `&`, and a replace that calls a function for each was a sixth of the rows' time.
 */
export const escapeAsReact = (text: string): string =>
  UNSAFE.test(text)
    ? text
        .replaceAll('&', '&amp;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&#x27;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
    : text;
