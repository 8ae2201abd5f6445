/*
 * Server only: text as react-dom's renderToString escapes it (its escapeTextForBrowser), for the
 * parts of the result page the server writes without React (result-row-html.ts,
 * filter-panel-html.ts). The same in text and in attribute values.
 */

const UNSAFE = /["&'<>]/;
const ESCAPES: Readonly<Record<string, string>> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/** `text` escaped as React writes it in an element's body or an attribute value. */
export const esc = (text: string): string =>
  UNSAFE.test(text) ? text.replace(/["&'<>]/g, (c) => ESCAPES[c] ?? c) : text;
