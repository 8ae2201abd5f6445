import { missingIdCopySides } from '../../domain/identification/id-copy';
import { submitIdCopy } from '../../domain/identification/identification-state';
import type { ClockPort } from '../clock.port';
import type { IdentificationStorePort } from '../identification-store.port';
import type { UploadedDocumentStorePort } from '../uploaded-document-store.port';
import { storedInstantOf } from './submit-application.use-case';

/**
 * After an upload to an application (its owner checked by the caller): once both sides of the ID
 * copy are there while the customer identifies by ID copy, the identification goes to the
 * insurer's review. One side alone, or another identification, changes nothing.
 * Answers whether the identification moved on.
 */
export type IdCopyReview = (reference: string) => Promise<boolean>;

export const makeIdCopyReview =
  (deps: {
    readonly uploads: UploadedDocumentStorePort;
    readonly identifications: IdentificationStorePort;
    readonly clock: ClockPort;
  }): IdCopyReview =>
  async (reference) => {
    const current = await deps.identifications.find(reference);
    if (current === null || current.state.status !== 'inProgress') return false;
    const uploads = await deps.uploads.listForApplication(reference);
    if (missingIdCopySides(uploads.map((upload) => upload.kind)).length > 0) return false;
    const next = submitIdCopy(current.state);
    if (!next.ok) return false;
    await deps.identifications.save({
      reference,
      state: next.value,
      updatedAt: storedInstantOf(deps.clock.now()),
    });
    return true;
  };

export const IdCopyReview = Symbol.for('IdCopyReview');
