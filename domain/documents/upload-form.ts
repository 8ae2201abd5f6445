import {
  APPLICATION_PARAMETER,
  CUSTOMER_DOCUMENTS_PATH,
} from '../customer-area/customer-area-paths';
import {
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_META_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  type UploadedDocumentKind,
} from './uploaded-document';

/**
 * The query parameters of the „Dokumente“ page (beside the customer area's `antrag`) and of the
 * answers a form upload gets (303).
 */
export const DOCUMENTS_VIEW_PARAMETER = 'art';
export const DOCUMENTS_UPLOADED_PARAMETER = 'hochgeladen';
export const DOCUMENTS_ERROR_PARAMETER = 'fehler';
/** `art=ausweis`: the identification's Ausweiskopie, front and back. */
export const ID_CARD_VIEW = 'ausweis';

/** The kind of a document in German, as the select and the list show it. */
export const UPLOADED_DOCUMENT_KIND_LABELS: Readonly<Record<UploadedDocumentKind, string>> = {
  sonstiges: 'Sonstiges',
  nachweis: 'Nachweis',
  ausweisVorderseite: 'Ausweis – Vorderseite',
  ausweisRueckseite: 'Ausweis – Rückseite',
};

/** What the upload form says next to the file input (SPEC §7: at most 200 MB). */
export const UPLOAD_HINT = 'Erlaubt sind PDF, JPEG und PNG, höchstens 200 MB je Datei.';

/**
 * A failed form upload names its error by a fixed code (`fehler=typ`), never by free text: the
 * page shows the code's own message, so nothing a request sends is reflected.
 */
export const UPLOAD_FORM_ERRORS = {
  typ: UPLOAD_TYPE_MESSAGE,
  'zu-gross': UPLOAD_TOO_LARGE_MESSAGE,
  leer: UPLOAD_EMPTY_MESSAGE,
  angaben: UPLOAD_META_MESSAGE,
  formular: 'Das Hochladen hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
} as const;
export type UploadFormError = keyof typeof UPLOAD_FORM_ERRORS;

/** The error code of an upload error kind (`upload/type` → `typ`). */
export const uploadFormErrorOf = (kind: string): UploadFormError => {
  switch (kind) {
    case 'upload/type':
      return 'typ';
    case 'upload/too-large':
      return 'zu-gross';
    case 'upload/empty':
      return 'leer';
    case 'upload/meta':
      return 'angaben';
    default:
      return 'formular';
  }
};

/** The message of an error code from the page's URL; null for none or an unknown one. */
export const uploadFormMessageOf = (code: string | null): string | null =>
  code !== null && Object.hasOwn(UPLOAD_FORM_ERRORS, code)
    ? UPLOAD_FORM_ERRORS[code as UploadFormError]
    : null;

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
