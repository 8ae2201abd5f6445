import { journeyUrl } from './application-entry';

/**
 * Where the server hands out an application's PDF documents: the owner's cookie decides who may
 * read them (another customer gets 404).
 */
export const applicationDocumentUrl = (reference: string, documentId: string): string =>
  `/application/${encodeURIComponent(reference)}/documents/${encodeURIComponent(documentId)}`;

/** The documents to read before signing: for the customer's draft and the chosen tariff. */
export const previewDocumentUrl = (documentId: string, tariffId: string, query: string): string =>
  journeyUrl(`/api/application-documents/${encodeURIComponent(documentId)}`, tariffId, query);
