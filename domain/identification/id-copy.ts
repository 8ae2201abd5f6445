import type { UploadedDocumentKind } from '../documents/uploaded-document';

/** The two sides of the identity card an ID copy needs (GwG § 12 Abs. 1: a copy of the card). */
export const ID_COPY_SIDES = ['ausweisVorderseite', 'ausweisRueckseite'] as const;
export type IdCopySide = (typeof ID_COPY_SIDES)[number];

export const ID_COPY_SIDE_LABELS: Readonly<Record<IdCopySide, string>> = {
  ausweisVorderseite: 'Vorderseite',
  ausweisRueckseite: 'Rückseite',
};

export const isIdCopySide = (kind: UploadedDocumentKind): kind is IdCopySide =>
  (ID_COPY_SIDES as readonly string[]).includes(kind);

/** The sides of the ID copy not among the application's uploads, front first. */
export const missingIdCopySides = (kinds: readonly UploadedDocumentKind[]): readonly IdCopySide[] =>
  ID_COPY_SIDES.filter((side) => !kinds.includes(side));

/** What the upload page says while a side is missing, in German; null when both are there. */
export const missingIdCopyText = (kinds: readonly UploadedDocumentKind[]): string | null => {
  const missing = missingIdCopySides(kinds);
  if (missing.length === 0) return null;
  if (missing.length === ID_COPY_SIDES.length) {
    return 'Bitte laden Sie die Vorderseite und die Rückseite Ihres Ausweises hoch.';
  }
  return `Es fehlt noch die ${ID_COPY_SIDE_LABELS[missing[0] as IdCopySide]} Ihres Ausweises.`;
};
