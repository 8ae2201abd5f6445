import type { UploadedDocument } from '../domain/documents/uploaded-document';

/** The records of the customers' uploaded files (the bytes lie elsewhere, named by the id). */
export interface UploadedDocumentStorePort {
  add(document: UploadedDocument): Promise<void>;
  /** The application's uploads, oldest first. */
  listForApplication(reference: string): Promise<readonly UploadedDocument[]>;
  find(id: string): Promise<UploadedDocument | null>;
}
export const UploadedDocumentStorePort = Symbol.for('UploadedDocumentStorePort');
