import { sameOriginPath } from '../http/same-origin-path';
import { WATCHLIST_PATH } from './customer-area-paths';

// Apart from customer-area-paths.ts: only the „Merken“ action reads it, so the result list's
// JavaScript (which has the form's field name) carries none of it.
/**
 * Where a „Merken“ form may send the customer back: a path of this site (the request's origin)
 * or a full URL of it, kept as its path and query when sameOriginPath keeps it (no other host,
 * also not after dot-segment removal); anything else is the Merkzettel itself, so the form is no
 * open redirect. The fragment is the action's own.
 */
export const sameOriginReturnPath = (input: string | null | undefined, origin: string): string => {
  const target = (input ?? '').trim();
  if (!URL.canParse(origin)) return WATCHLIST_PATH;
  const own = new URL(origin).origin;
  const full = URL.canParse(target) ? new URL(target) : null;
  const path = full?.origin === own ? `${full.pathname}${full.search}` : target;
  const kept = sameOriginPath(own, path);
  return kept === null ? WATCHLIST_PATH : kept.replace(/#.*$/s, '');
};
