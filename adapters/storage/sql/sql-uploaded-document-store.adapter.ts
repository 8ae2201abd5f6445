import { inject, injectable } from 'inversify';
import type { Selectable } from 'kysely';
import { isUploadContentType } from '../../../domain/documents/content-sniffing';
import {
  isUploadedDocumentKind,
  type UploadedDocument,
} from '../../../domain/documents/uploaded-document';
import type { UploadedDocumentStorePort } from '../../../ports/uploaded-document-store.port';
import type { UploadedDocumentsTable } from './database-schema';
import { SqlDatabase } from './sql-database';

const toDocument = (row: Selectable<UploadedDocumentsTable>): UploadedDocument | null =>
  isUploadedDocumentKind(row.kind) && isUploadContentType(row.content_type)
    ? {
        id: row.id,
        reference: row.reference,
        kind: row.kind,
        originalName: row.original_name,
        contentType: row.content_type,
        sizeBytes: Number(row.size_bytes),
        uploadedAt: row.uploaded_at,
      }
    : null;

/**
 * Upload records in `uploaded_documents` (migration 0009), portable Kysely: the same adapter
 * runs on SQLite and PostgreSQL.
 */
@injectable()
export class SqlUploadedDocumentStore implements UploadedDocumentStorePort {
  constructor(@inject(SqlDatabase) private readonly database: SqlDatabase) {}

  async add(document: UploadedDocument): Promise<void> {
    await this.database.db
      .insertInto('uploaded_documents')
      .values({
        id: document.id,
        reference: document.reference,
        kind: document.kind,
        original_name: document.originalName,
        content_type: document.contentType,
        size_bytes: document.sizeBytes,
        uploaded_at: document.uploadedAt,
      })
      .execute();
  }

  async listForApplication(reference: string): Promise<readonly UploadedDocument[]> {
    const rows = await this.database.db
      .selectFrom('uploaded_documents')
      .selectAll()
      .where('reference', '=', reference)
      .orderBy('uploaded_at')
      .orderBy('id')
      .execute();
    return rows.flatMap((row) => toDocument(row) ?? []);
  }

  async find(id: string): Promise<UploadedDocument | null> {
    const row = await this.database.db
      .selectFrom('uploaded_documents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? null : toDocument(row);
  }
}
