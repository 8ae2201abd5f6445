import type { UploadedDocument } from '../../domain/documents/uploaded-document';
import type { UploadedDocumentStorePort } from '../../ports/uploaded-document-store.port';

/** Upload records in a map (tests, containers without a database). */
export class MemoryUploadedDocumentStore implements UploadedDocumentStorePort {
  private readonly documents = new Map<string, UploadedDocument>();

  async add(document: UploadedDocument): Promise<void> {
    if (this.documents.has(document.id)) throw new Error('upload id taken');
    this.documents.set(document.id, document);
  }

  async listForApplication(reference: string): Promise<readonly UploadedDocument[]> {
    return [...this.documents.values()]
      .filter((document) => document.reference === reference)
      .sort((a, b) =>
        a.uploadedAt === b.uploadedAt
          ? a.id.localeCompare(b.id)
          : a.uploadedAt < b.uploadedAt
            ? -1
            : 1,
      );
  }

  async find(id: string): Promise<UploadedDocument | null> {
    return this.documents.get(id) ?? null;
  }
}
