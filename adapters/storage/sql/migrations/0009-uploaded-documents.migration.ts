import type { Kysely, Migration } from 'kysely';

/**
 * The records of the customers' uploaded files (the bytes are files in DATA_DIR/uploads named
 * by the id): which application, which kind, the name as sent, the type told by the content.
 */
export const uploadedDocuments0009: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('uploaded_documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      // Up to 200 MB: fits 32 bits, bigint keeps the column honest for any later cap.
      .addColumn('size_bytes', 'bigint', (c) => c.notNull())
      .addColumn('uploaded_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('uploaded_documents_reference')
      .on('uploaded_documents')
      .columns(['reference', 'uploaded_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('uploaded_documents').ifExists().execute();
  },
};
