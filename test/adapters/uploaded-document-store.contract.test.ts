import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryUploadedDocumentStore } from '../../adapters/memory/memory-uploaded-document-store.adapter';
import { SqlUploadedDocumentStore } from '../../adapters/storage/sql/sql-uploaded-document-store.adapter';
import type { UploadedDocument } from '../../domain/documents/uploaded-document';
import type { UploadedDocumentStorePort } from '../../ports/uploaded-document-store.port';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

const upload = (id: string, overrides: Partial<UploadedDocument> = {}): UploadedDocument => ({
  id,
  reference: 'RK-2026-ABCDEFGH',
  kind: 'nachweis',
  originalName: 'Gehaltsabrechnung März.pdf',
  contentType: 'application/pdf',
  sizeBytes: 209_715_200,
  uploadedAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const contract = (name: string, factory: SubjectFactory<UploadedDocumentStorePort>): void => {
  describe(`UploadedDocumentStorePort: ${name}`, () => {
    let subject: Subject<UploadedDocumentStorePort>;
    let store: UploadedDocumentStorePort;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterEach(async () => subject.dispose());

    it('keeps each record as given and finds it by id', async () => {
      const photo = upload('u-1', {
        kind: 'ausweisVorderseite',
        contentType: 'image/png',
        originalName: 'Ausweis vorne.png',
        sizeBytes: 1,
      });
      await store.add(photo);
      expect(await store.find('u-1')).toEqual(photo);
      expect(await store.find('u-2')).toBeNull();
    });

    it("lists one application's uploads, oldest first", async () => {
      await store.add(upload('u-2', { uploadedAt: '2026-11-26T11:00:00.000Z' }));
      await store.add(upload('u-1'));
      await store.add(upload('u-3', { reference: 'RK-2026-ZZZZZZZZ' }));
      expect((await store.listForApplication('RK-2026-ABCDEFGH')).map((d) => d.id)).toEqual([
        'u-1',
        'u-2',
      ]);
      expect(await store.listForApplication('RK-2026-ABCDEFGH')).toContainEqual(upload('u-1'));
      expect(await store.listForApplication('RK-2026-00000000')).toEqual([]);
    });

    it('refuses a second record with the same id', async () => {
      await store.add(upload('u-1'));
      await expect(store.add(upload('u-1', { kind: 'sonstiges' }))).rejects.toThrow();
      expect(await store.find('u-1')).toEqual(upload('u-1'));
    });
  });
};

contract(
  'in memory',
  inMemory(() => new MemoryUploadedDocumentStore()),
);
contract(
  'SQLite',
  onTempFile((database) => new SqlUploadedDocumentStore(database)),
);
contract(
  'PostgreSQL',
  onPostgres((database) => new SqlUploadedDocumentStore(database)),
);
