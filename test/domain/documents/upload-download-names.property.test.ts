import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { uploadDownloadNames } from '../../../domain/documents/upload-download-names';
import {
  UPLOADED_DOCUMENT_KINDS,
  type UploadedDocument,
} from '../../../domain/documents/uploaded-document';

const PERSON = { firstName: 'Jürgen', lastName: 'Müßig' };
// 23:00 in Berlin on 26 November 2026.
const START = Temporal.Instant.from('2026-11-26T22:00:00Z');

// Uploads within three Berlin days around midnight, many of them in the same minute, so that
// names collide often; the ids are unique, as the store's are.
const uploads = fc
  .uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      kind: fc.constantFrom(...UPLOADED_DOCUMENT_KINDS),
      contentType: fc.constantFrom('application/pdf', 'image/jpeg', 'image/png' as const),
      minute: fc.integer({ min: 0, max: 3 * 24 * 60 }).map((m) => m - (m % 7)),
    }),
    { selector: (u) => u.id, maxLength: 14 },
  )
  .map((list) =>
    list.map(
      (u): UploadedDocument => ({
        id: u.id,
        reference: 'RK-2026-ANNA0001',
        kind: u.kind,
        originalName: 'scan',
        contentType: u.contentType,
        sizeBytes: 1,
        uploadedAt: START.add({ minutes: u.minute }).toString(),
      }),
    ),
  );

const namesOf = (documents: readonly UploadedDocument[]): Map<string, string> =>
  new Map(uploadDownloadNames(PERSON, documents).map((u) => [u.document.id, u.downloadName]));

describe('the download names of an application’s uploads (SPEC §9)', () => {
  it('are distinct, whatever was uploaded when', () => {
    fc.assert(
      fc.property(uploads, (documents) => {
        const names = [...namesOf(documents).values()];
        expect(new Set(names).size).toBe(documents.length);
      }),
    );
  });

  it('keep SPEC §9’s plain name for the first of each name, and number only the later ones', () => {
    fc.assert(
      fc.property(uploads, (documents) => {
        const names = namesOf(documents);
        const alone = (d: UploadedDocument) => namesOf([d]).get(d.id) ?? '';
        for (const document of documents) {
          const name = names.get(document.id) ?? '';
          const plain = alone(document);
          const earlierTwins = documents.filter(
            (other) =>
              alone(other) === plain &&
              (other.uploadedAt < document.uploadedAt ||
                (other.uploadedAt === document.uploadedAt && other.id < document.id)),
          ).length;
          expect(name).toBe(
            earlierTwins === 0 ? plain : plain.replace(/(\.[a-z]+)$/, `_${earlierTwins + 1}$1`),
          );
        }
      }),
    );
  });

  it('do not depend on the order of the list, and a later upload renames nothing', () => {
    fc.assert(
      fc.property(uploads, fc.integer({ min: 0, max: 100 }), (documents, seed) => {
        const names = namesOf(documents);
        const shuffled = [...documents].sort(
          (a, b) => ((a.id.charCodeAt(0) * seed) % 13) - ((b.id.charCodeAt(0) * seed) % 13),
        );
        expect(namesOf(shuffled)).toEqual(names);
        const later: UploadedDocument = {
          id: 'later-upload',
          reference: 'RK-2026-ANNA0001',
          kind: 'nachweis',
          originalName: 'scan.pdf',
          contentType: 'application/pdf',
          sizeBytes: 1,
          uploadedAt: '2026-12-01T00:00:00Z',
        };
        const withLater = namesOf([...documents, later]);
        for (const [id, name] of names) expect(withLater.get(id)).toBe(name);
      }),
    );
  });

  it('names a second proof of one day with _2 after the date', () => {
    const proof = (id: string, uploadedAt: string): UploadedDocument => ({
      id,
      reference: 'RK-2026-ANNA0001',
      kind: 'nachweis',
      originalName: 'scan.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1,
      uploadedAt,
    });
    // 23:30 UTC on 26 November is 27 November in Berlin; 22:59 UTC is still the 26th.
    const list = [
      proof('b', '2026-11-26T23:30:00Z'),
      proof('a', '2026-11-26T23:10:00Z'),
      proof('c', '2026-11-26T22:59:00Z'),
    ];
    expect(uploadDownloadNames(PERSON, list).map((u) => u.downloadName)).toEqual([
      'Nachweis_JüM20261127_2.pdf',
      'Nachweis_JüM20261127.pdf',
      'Nachweis_JüM20261126.pdf',
    ]);
  });
});
