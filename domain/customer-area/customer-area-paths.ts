import { sameOriginPath } from '../http/same-origin-path';
/** The customer area (Kundenbereich): Meine Anträge, and the Merkzettel below it. */
export const CUSTOMER_AREA_PATH = '/kundenbereich';
export const WATCHLIST_PATH = '/kundenbereich/merkzettel';
/** One application's documents: the generated PDFs, the uploads and the upload form. */
export const CUSTOMER_DOCUMENTS_PATH = '/kundenbereich/dokumente';
/** The tariff adjustment of one application: `?antrag=<reference>`. */
export const TARIFF_ADJUSTMENT_PATH = '/kundenbereich/tarifanpassung';
export const APPLICATION_PARAMETER = 'antrag';
export const tariffAdjustmentHref = (reference: string): string =>
  `${TARIFF_ADJUSTMENT_PATH}?${APPLICATION_PARAMETER}=${encodeURIComponent(reference)}`;

/** The pay-in-more campaign (Zuzahlung) of one application: `?antrag=<reference>`. */
export const PAY_IN_MORE_PATH = '/kundenbereich/zuzahlung';
export const payInMoreHref = (reference: string): string =>
  `${PAY_IN_MORE_PATH}?${APPLICATION_PARAMETER}=${encodeURIComponent(reference)}`;

/** The withdrawal (Widerruf, § 152 VVG) of one application: `?antrag=<reference>`. */
export const WITHDRAWAL_PATH = '/kundenbereich/widerruf';
export const withdrawalHref = (reference: string): string =>
  `${WITHDRAWAL_PATH}?${APPLICATION_PARAMETER}=${encodeURIComponent(reference)}`;

/** The hidden field of a „Merken“ form: where the customer returns after saving. */
export const RETURN_TO_FIELD = 'returnTo';

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
