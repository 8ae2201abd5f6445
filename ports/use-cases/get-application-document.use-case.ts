import { isApplicationDocumentId } from '../../domain/application/application-documents';
import { isOwnerOf } from '../../domain/application/application-owner';
import { normalApplicationReference } from '../../domain/application/application-reference';
import type { ApplicationStorePort, StoredDocument } from '../application-store.port';
import type { ApplicationDocuments } from './application-documents.use-case';
import type { ApplicationOwner } from './submit-application.use-case';

/**
 * One document of the asker's own application; null for an unknown reference or document and
 * for anybody else's application alike, so a stranger learns nothing.
 */
export const makeGetApplicationDocument =
  (deps: { readonly store: ApplicationStorePort; readonly documents: ApplicationDocuments }) =>
  async (
    owner: ApplicationOwner,
    reference: string,
    id: string,
  ): Promise<StoredDocument | null> => {
    const normal = normalApplicationReference(reference);
    if (normal === null || !isApplicationDocumentId(id)) return null;
    const application = await deps.store.find(normal);
    if (application === null || !isOwnerOf(owner, application.owner)) return null;
    const documents = await deps.documents.forApplication(application);
    return documents.ok ? (documents.value.find((d) => d.id === id) ?? null) : null;
  };

export type GetApplicationDocument = ReturnType<typeof makeGetApplicationDocument>;
export const GetApplicationDocument = Symbol.for('GetApplicationDocument');
