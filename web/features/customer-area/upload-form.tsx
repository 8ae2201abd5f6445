import type { ReactElement } from 'react';
import { UPLOAD_HINT, UPLOADED_DOCUMENT_KIND_LABELS } from '../../../domain/documents/upload-form';
import type { UploadedDocumentKind } from '../../../domain/documents/uploaded-document';

/** The upload API; a form post to it (no script needed) comes back to the page with a 303. */
const UPLOAD_ACTION = '/api/customer/documents';
const ACCEPTED = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/**
 * One upload form of the „Dokumente“ page: the application, the kind (a select, or fixed for
 * one side of the Ausweiskopie) and the file. The fields come before the file, as the API reads
 * them first. The error of the last try is shown at the file input.
 */
export const UploadForm = ({
  reference,
  idPrefix,
  kinds,
  heading,
  error,
}: {
  readonly reference: string;
  readonly idPrefix: string;
  /** One kind: fixed (hidden); more: the customer chooses. */
  readonly kinds: readonly UploadedDocumentKind[];
  readonly heading: string;
  readonly error: string | null;
}): ReactElement => {
  const headingId = `${idPrefix}-heading`;
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  const [only] = kinds;
  return (
    <form
      className="area-card area-upload"
      method="post"
      encType="multipart/form-data"
      action={UPLOAD_ACTION}
      aria-labelledby={headingId}
      data-testid={`${idPrefix}-form`}
    >
      <h2 id={headingId}>{heading}</h2>
      <input type="hidden" name="antrag" value={reference} />
      {kinds.length === 1 && only !== undefined ? (
        <input type="hidden" name="art" value={only} />
      ) : (
        <div className="step-field">
          <label className="step-field__label" htmlFor={`${idPrefix}-art`}>
            Art des Dokuments
          </label>
          <select id={`${idPrefix}-art`} name="art" className="step-field__input">
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {UPLOADED_DOCUMENT_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="step-field">
        <label className="step-field__label" htmlFor={`${idPrefix}-datei`}>
          Datei
        </label>
        <p className="step-field__hint" id={hintId}>
          {UPLOAD_HINT}
        </p>
        <input
          id={`${idPrefix}-datei`}
          className="area-upload__file"
          type="file"
          name="content"
          accept={ACCEPTED}
          required
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? hintId : `${hintId} ${errorId}`}
        />
        {error === null ? null : (
          <p className="area-error" id={errorId} role="alert" data-testid="upload-error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="rk-button rk-button--primary">
        Hochladen
      </button>
    </form>
  );
};
