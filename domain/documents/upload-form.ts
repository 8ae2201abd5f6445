import { formatFileSizeLimit } from '../format/file-size';
import { UPLOAD_FORM_ERRORS, type UploadFormError } from './documents-paths';
import {
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_META_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  type UploadedDocumentKind,
  uploadTooLargeMessage,
} from './uploaded-document';

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
