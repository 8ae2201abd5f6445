import type { ReactElement } from 'react';
import { formatFileSize } from '../../../domain/format/file-size';
import type { ApplicationDocument } from '../../../ports/use-cases/submit-application.use-case';

/**
 * The documents of an application: title, file name (SPEC §9) and size, each a download. A
 * stored application's document is made when first opened: no size before.
 */
export const DocumentList = ({
  documents,
  hrefOf,
}: {
  readonly documents: readonly ApplicationDocument[];
  readonly hrefOf: (document: ApplicationDocument) => string;
}): ReactElement => (
  <ul className="journey__documents" data-testid="documents">
    {documents.map((document) => (
      <li key={document.id} data-document={document.id}>
        <a href={hrefOf(document)} download={document.fileName}>
          {document.title}
        </a>
        <span className="journey__file">
          {document.sizeBytes === null
            ? `${document.fileName} (PDF)`
            : `${document.fileName} (PDF, ${formatFileSize(document.sizeBytes)})`}
        </span>
      </li>
    ))}
  </ul>
);
