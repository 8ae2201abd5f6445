import {
  APPLICATION_PARAMETER,
  CUSTOMER_DOCUMENTS_PATH,
} from '../customer-area/customer-area-paths';

// The „Dokumente“ page's address and its parameters, apart from the upload form's messages (their
// file-size formatting would otherwise reach every page's boot script through the identification
// paths, which link here).

/**
 * The query parameters of the „Dokumente“ page (beside the customer area's `antrag`) and of the
 * answers a form upload gets (303).
 */
export const DOCUMENTS_VIEW_PARAMETER = 'art';
export const DOCUMENTS_UPLOADED_PARAMETER = 'hochgeladen';
export const DOCUMENTS_ERROR_PARAMETER = 'fehler';
/** `art=ausweis`: the identification's Ausweiskopie, front and back. */
export const ID_CARD_VIEW = 'ausweis';

/**
 * A failed form upload names its error by a fixed code (`fehler=typ`), never by free text: the
 * page shows the code's own message, so nothing a request sends is reflected.
 */
export const UPLOAD_FORM_ERRORS = ['typ', 'zu-gross', 'leer', 'angaben', 'formular'] as const;
export type UploadFormError = (typeof UPLOAD_FORM_ERRORS)[number];

/** The „Dokumente“ page of an application, with the view and the answer of an upload. */
export const customerDocumentsHref = (
  reference: string,
  extra: {
    readonly idCard?: boolean;
    readonly uploaded?: boolean;
    readonly error?: UploadFormError;
  } = {},
): string => {
  const params = new URLSearchParams({ [APPLICATION_PARAMETER]: reference });
  if (extra.idCard === true) params.set(DOCUMENTS_VIEW_PARAMETER, ID_CARD_VIEW);
  if (extra.uploaded === true) params.set(DOCUMENTS_UPLOADED_PARAMETER, '1');
  if (extra.error !== undefined) params.set(DOCUMENTS_ERROR_PARAMETER, extra.error);
  return `${CUSTOMER_DOCUMENTS_PATH}?${params.toString()}`;
};
