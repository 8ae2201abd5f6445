import { shortenName } from '../../domain/format/file-name';
import { formatFileSize } from '../../domain/format/file-size';
import type { CustomerUploadView } from '../../ports/customer-area-page-services';
import type { CustomerUpload } from '../../ports/use-cases/customer-documents.use-case';

/** Where an upload is downloaded (its owner only). */
export const uploadUrlOf = (id: string): string =>
  `/api/customer/documents/${encodeURIComponent(id)}`;

/** An upload as the customer sees it: the SPEC §9 shortened name, its size and its download. */
export const uploadViewOf = ({ document, downloadName }: CustomerUpload): CustomerUploadView => ({
  id: document.id,
  kind: document.kind,
  name: shortenName(document.originalName),
  fileName: downloadName,
  size: formatFileSize(document.sizeBytes),
  url: uploadUrlOf(document.id),
});
