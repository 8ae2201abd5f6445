import {
  APPLICATION_PARAMETER,
  CUSTOMER_DOCUMENTS_PATH,
} from '../customer-area/customer-area-paths';
import { formatFileSizeLimit } from '../format/file-size';
import {
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_META_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  type UploadedDocumentKind,
  uploadTooLargeMessage,
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

/**
 * What the upload form says next to the file input, naming the server's cap (SPEC §7: at most
 * 200 MB by default): „Erlaubt sind PDF, JPEG und PNG, höchstens 200 MB je Datei.“
 */
export const uploadHint = (maxBytes: number): string =>
  `Erlaubt sind PDF, JPEG und PNG, höchstens ${formatFileSizeLimit(maxBytes)} je Datei.`;

/**
 * A failed form upload names its error by a fixed code (`fehler=typ`), never by free text: the
 * page shows the code's own message, so nothing a request sends is reflected.
 */
export const UPLOAD_FORM_ERRORS = ['typ', 'zu-gross', 'leer', 'angaben', 'formular'] as const;
export type UploadFormError = (typeof UPLOAD_FORM_ERRORS)[number];

/** Each code's message; „zu groß“ names the server's cap. */
const uploadFormMessages = (maxBytes: number): Readonly<Record<UploadFormError, string>> => ({
  typ: UPLOAD_TYPE_MESSAGE,
  'zu-gross': uploadTooLargeMessage(maxBytes),
  leer: UPLOAD_EMPTY_MESSAGE,
  angaben: UPLOAD_META_MESSAGE,
  formular: 'Das Hochladen hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
});

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

/**
 * The message of an error code from the page's URL, „zu groß“ naming the server's cap
 * (`maxBytes`); null for none or an unknown one.
 */
export const uploadFormMessageOf = (code: string | null, maxBytes: number): string | null =>
  code !== null && (UPLOAD_FORM_ERRORS as readonly string[]).includes(code)
    ? uploadFormMessages(maxBytes)[code as UploadFormError]
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
