/**
 * The time zone of every time rule (SPEC §5). Its own file without Temporal, so browser code that
 * only needs the name (Intl formatting) does not pull the date polyfill into a page's bundle.
 */
export const BERLIN = 'Europe/Berlin';
