import { Temporal } from 'temporal-polyfill';
import { inBerlin } from '../calendar/berlin';
import { documentFileName } from '../format/document-file-name';
import { extensionOfContentType } from './content-sniffing';
import { UPLOADED_DOCUMENT_PREFIXES, type UploadedDocument } from './uploaded-document';

/** Whose documents these are: the names carry their initials (SPEC §9). */
export interface UploaderName {
  readonly firstName: string;
  readonly lastName: string;
}

/** Oldest first; uploads of the same millisecond in the order of their ids. */
const byUploadTime = (a: UploadedDocument, b: UploadedDocument): number =>
  Temporal.Instant.compare(
    Temporal.Instant.from(a.uploadedAt),
    Temporal.Instant.from(b.uploadedAt),
  ) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** An upload with the name its download carries. */
export interface NamedUpload {
  readonly document: UploadedDocument;
  readonly downloadName: string;
}

/**
 * An application's uploads with their download names, in the order given. Each is SPEC §9's name:
 * the kind's prefix, the initials, the Berlin day and the extension the content showed (a PNG
 * sent as .pdf is a .png). Uploads that would share a name (one kind, one day, one type) are told
 * apart: the first keeps the plain name, the later ones get `_2`, `_3` … after the date, by upload
 * time, so a new upload never renames an earlier one.
 */
export const uploadDownloadNames = (
  person: UploaderName,
  documents: readonly UploadedDocument[],
): readonly NamedUpload[] => {
  const seen = new Map<string, number>();
  const names = new Map<UploadedDocument, string>();
  for (const upload of [...documents].sort(byUploadTime)) {
    const input = {
      typePrefix: UPLOADED_DOCUMENT_PREFIXES[upload.kind],
      firstName: person.firstName,
      lastName: person.lastName,
      date: inBerlin(Temporal.Instant.from(upload.uploadedAt)).toPlainDate(),
      originalName: `upload${extensionOfContentType(upload.contentType)}`,
    };
    const plain = documentFileName(input);
    const count = (seen.get(plain) ?? 0) + 1;
    seen.set(plain, count);
    names.set(
      upload,
      count === 1 ? plain : documentFileName({ ...input, distinguisher: String(count) }),
    );
  }
  return documents.map((upload) => ({ document: upload, downloadName: names.get(upload) ?? '' }));
};
