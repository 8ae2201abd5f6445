import { customerDocumentsHref } from '../documents/documents-paths';

/** The identification page of the customer area, one application at a time (?antrag=REF). */
export const IDENTIFICATION_PATH = '/kundenbereich/identifizierung';
/** The Postident coupon of an application as a PDF download (?antrag=REF). */
export const POSTIDENT_COUPON_PATH = '/kundenbereich/identifizierung/postident-coupon';

/** The query parameters the page and the identification service's redirect back use. */
export const IDENTIFICATION_PARAMS = {
  reference: 'antrag',
  state: 'state',
  response: 'ergebnis',
  signature: 'signatur',
  notice: 'hinweis',
} as const;

const withReference = (path: string, reference: string): string =>
  `${path}?${IDENTIFICATION_PARAMS.reference}=${encodeURIComponent(reference)}`;

export const identificationPagePath = (reference: string): string =>
  withReference(IDENTIFICATION_PATH, reference);
export const postIdentCouponPath = (reference: string): string =>
  withReference(POSTIDENT_COUPON_PATH, reference);
/** The upload page of the customer area's documents, for the ID copy (front and back). */
export const idCopyUploadPath = (reference: string): string =>
  customerDocumentsHref(reference, { idCard: true });
