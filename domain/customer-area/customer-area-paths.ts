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
