/** A document's content, independent of the file format: a title and sections of lines. */
export interface DocumentModel {
  readonly title: string;
  /** Under the title: insurer, tariff, reference or "Entwurf". */
  readonly subtitle: string;
  readonly sections: readonly DocumentSection[];
  /** Small print at the end (demo labels, legal notes). */
  readonly footnote: string;
  /** ISO date the document was made (its file's creation date). */
  readonly date: string;
}

export interface DocumentSection {
  readonly heading: string;
  /** Label and value lines, shown as a two-column table. */
  readonly rows?: readonly (readonly [string, string])[];
  readonly paragraphs?: readonly string[];
}
