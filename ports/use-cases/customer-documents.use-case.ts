import { isOwnerOf } from '../../domain/application/application-owner';
import { normalApplicationReference } from '../../domain/application/application-reference';
import { uploadDownloadNames } from '../../domain/documents/upload-download-names';
import type { UploadedDocument, UploadMeta } from '../../domain/documents/uploaded-document';
import { isIdCopySide } from '../../domain/identification/id-copy';
import type { ApplicationStorePort, StoredApplication } from '../application-store.port';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import type { UploadedDocumentStorePort } from '../uploaded-document-store.port';
import type { IdCopyReview } from './id-copy-review.use-case';
import type { ApplicationOwner } from './submit-application.use-case';

/** What the upload route learnt from the content part, once its bytes are safely stored. */
export interface ReceivedUpload {
  readonly id: string;
  readonly originalName: string;
  readonly contentType: UploadedDocument['contentType'];
  readonly sizeBytes: number;
}

/** An uploaded file with the SPEC §9 name its download carries. */
export interface CustomerUpload {
  readonly document: UploadedDocument;
  readonly downloadName: string;
}

/**
 * The customer's own uploaded documents: each belongs to an application, and only that
 * application's owner (the account, or the visitor of a guest application) may add, list or
 * download them. For anybody else every answer is "none", so guessed references and ids
 * learn nothing.
 */
export const makeCustomerDocuments = (deps: {
  readonly applications: ApplicationStorePort;
  readonly uploads: UploadedDocumentStorePort;
  readonly clock: ClockPort;
  readonly ids: IdGeneratorPort;
  /** Moves an ID copy identification on once both sides are uploaded; absent: nothing moves. */
  readonly idCopyReview?: IdCopyReview;
}) => {
  const ownApplication = async (
    owner: ApplicationOwner,
    reference: string,
  ): Promise<StoredApplication | null> => {
    const normal = normalApplicationReference(reference);
    if (normal === null) return null;
    const application = await deps.applications.find(normal);
    return application !== null && isOwnerOf(owner, application.owner) ? application : null;
  };

  /**
   * An upload with its download name, which depends on the application's other uploads (two of
   * one kind and day are told apart).
   */
  const named = async (
    application: StoredApplication,
    document: UploadedDocument,
  ): Promise<CustomerUpload | null> => {
    const others = (await deps.uploads.listForApplication(application.reference)).filter(
      (other) => other.id !== document.id,
    );
    const uploads = uploadDownloadNames(application.form.personal, [document, ...others]);
    return uploads[0] ?? null;
  };

  return {
    /** True when the asker may upload to the application of the meta part. */
    mayUpload: async (owner: ApplicationOwner, meta: UploadMeta): Promise<boolean> =>
      (await ownApplication(owner, meta.reference)) !== null,

    /** A fresh id for the file's bytes. */
    newUploadId: (): string => deps.ids.newId(),

    /** Records a received file for the application (the owner was checked before the bytes). */
    record: async (
      owner: ApplicationOwner,
      meta: UploadMeta,
      received: ReceivedUpload,
    ): Promise<CustomerUpload | null> => {
      const application = await ownApplication(owner, meta.reference);
      if (application === null) return null;
      const document: UploadedDocument = {
        id: received.id,
        reference: application.reference,
        kind: meta.kind,
        originalName: received.originalName,
        contentType: received.contentType,
        sizeBytes: received.sizeBytes,
        uploadedAt: deps.clock.now().toString(),
      };
      await deps.uploads.add(document);
      if (isIdCopySide(document.kind)) await deps.idCopyReview?.(application.reference);
      return named(application, document);
    },

    /** The application's uploads, oldest first; null when it is not the asker's. */
    list: async (
      owner: ApplicationOwner,
      reference: string,
    ): Promise<readonly CustomerUpload[] | null> => {
      const application = await ownApplication(owner, reference);
      if (application === null) return null;
      return uploadDownloadNames(
        application.form.personal,
        await deps.uploads.listForApplication(application.reference),
      );
    },

    /** One upload of the asker's own applications; null for any other id. */
    find: async (owner: ApplicationOwner, id: string): Promise<CustomerUpload | null> => {
      const document = await deps.uploads.find(id);
      if (document === null) return null;
      const application = await ownApplication(owner, document.reference);
      return application === null ? null : named(application, document);
    },
  };
};

export type CustomerDocuments = ReturnType<typeof makeCustomerDocuments>;
export const CustomerDocuments = Symbol.for('CustomerDocuments');
