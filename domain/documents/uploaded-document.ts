import { normalApplicationReference } from '../application/application-reference';
import { formatFileSizeLimit } from '../format/file-size';
import { type DomainError, err, ok, type Result } from '../result';
import type { UploadContentType } from './content-sniffing';

// SPEC §7: the HTTP helper's maximum body, 200 MB (209715200 bytes); an upload is capped there
// unless the server's UPLOAD_MAX_BYTES names a smaller cap.
export const DEFAULT_UPLOAD_MAX_BYTES = 209_715_200;
/** The smallest cap UPLOAD_MAX_BYTES may name: 1 KB, the smallest size a message can name. */
export const MIN_UPLOAD_MAX_BYTES = 1024;

/** What a customer uploads: a proof, the two sides of the identity card, or something else. */
export const UPLOADED_DOCUMENT_KINDS = [
  'sonstiges',
  'nachweis',
  'ausweisVorderseite',
  'ausweisRueckseite',
] as const;
export type UploadedDocumentKind = (typeof UPLOADED_DOCUMENT_KINDS)[number];

export const isUploadedDocumentKind = (text: unknown): text is UploadedDocumentKind =>
  typeof text === 'string' && (UPLOADED_DOCUMENT_KINDS as readonly string[]).includes(text);

/** The German title of each kind, as the customer area lists it. */
export const UPLOADED_DOCUMENT_TITLES: Readonly<Record<UploadedDocumentKind, string>> = {
  sonstiges: 'Sonstiges Dokument',
  nachweis: 'Nachweis',
  ausweisVorderseite: 'Ausweiskopie (Vorderseite)',
  ausweisRueckseite: 'Ausweiskopie (Rückseite)',
};

/** SPEC §9: the type prefix of each kind's downloaded name. */
export const UPLOADED_DOCUMENT_PREFIXES: Readonly<Record<UploadedDocumentKind, string>> = {
  sonstiges: 'Dokument_',
  nachweis: 'Nachweis_',
  ausweisVorderseite: 'AusweisVorderseite_',
  ausweisRueckseite: 'AusweisRueckseite_',
};

/** One uploaded file's record; the bytes lie in a file named by the id. */
export interface UploadedDocument {
  readonly id: string;
  /** The application it belongs to (RK-…); its owner is the document's owner. */
  readonly reference: string;
  readonly kind: UploadedDocumentKind;
  /** The name the customer's file had, as sent (shown shortened, never trusted for the type). */
  readonly originalName: string;
  /** The type told by the content's first bytes. */
  readonly contentType: UploadContentType;
  readonly sizeBytes: number;
  /** ISO instant. */
  readonly uploadedAt: string;
}

/** The meta part of an upload: which application and which kind of document is sent. */
export interface UploadMeta {
  readonly reference: string;
  readonly kind: UploadedDocumentKind;
}

export const UPLOAD_META_MESSAGE =
  'Bitte geben Sie an, zu welchem Antrag und welcher Art von Dokument die Datei gehört.';
export const UPLOAD_TYPE_MESSAGE = 'Bitte laden Sie eine PDF-, JPEG- oder PNG-Datei hoch.';
/** „… höchstens 200 MB sind möglich.“ at the default cap: the cap named as the hint names it. */
export const uploadTooLargeMessage = (maxBytes: number): string =>
  `Die Datei ist zu groß: höchstens ${formatFileSizeLimit(maxBytes)} sind möglich.`;
export const UPLOAD_EMPTY_MESSAGE = 'Bitte wählen Sie eine Datei aus.';

/** The longest original name kept; longer ones keep their end (where the extension is). */
export const MAX_ORIGINAL_NAME_LENGTH = 200;

/**
 * The meta part's JSON `{ "reference": "RK-…", "kind": "nachweis" }` (also accepted as
 * `antrag`/`art`, the form's field names): the reference normalised, the kind one of the list.
 */
export const readUploadMeta = (value: unknown): Result<UploadMeta, DomainError<'upload/meta'>> => {
  const invalid = err({ kind: 'upload/meta' as const, message: UPLOAD_META_MESSAGE });
  if (typeof value !== 'object' || value === null) return invalid;
  const record = value as Record<string, unknown>;
  const referenceText = record.reference ?? record.antrag;
  const kind = record.kind ?? record.art ?? 'sonstiges';
  if (typeof referenceText !== 'string' || !isUploadedDocumentKind(kind)) return invalid;
  const reference = normalApplicationReference(referenceText);
  return reference === null ? invalid : ok({ reference, kind });
};

/** A file name as sent, without folders and control characters, at most 200 code points. */
export const cleanOriginalName = (name: string | undefined): string => {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const chars = [...base.replace(/[\u0000-\u001f\u007f]/g, '').trim()];
  const kept = chars.slice(-MAX_ORIGINAL_NAME_LENGTH).join('');
  return kept === '' ? 'Dokument' : kept;
};
