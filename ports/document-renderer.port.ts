import type { DocumentModel } from '../domain/application/document-model';

/** Turns a document's content into a file (PDF). */
export interface DocumentRendererPort {
  render(document: DocumentModel): Promise<Uint8Array>;
}
export const DocumentRendererPort = Symbol.for('DocumentRendererPort');
