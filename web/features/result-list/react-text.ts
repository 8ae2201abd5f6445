/*
 * Server only: text as react-dom's renderToString escapes it (its escapeTextForBrowser), for the
 * parts of the result page the server writes without React (result-row-html.ts,
 * filter-panel-html.ts). The same in text and in attribute values.
 */

const UNSAFE = /["&'<>]/;

/**
 * `text` escaped as React writes it in an element's body or an attribute value. One native
 * replace per character kind (`&` first): a page's URLs have many `&`, and a replace that calls a
 * function for each was a sixth of the rows' time.
 */
export const esc = (text: string): string =>
  UNSAFE.test(text)
    ? text
        .replaceAll('&', '&amp;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&#x27;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
    : text;
