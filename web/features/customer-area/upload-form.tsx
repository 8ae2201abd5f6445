import { type ChangeEvent, type FormEvent, type ReactElement, useState } from 'react';
import { UPLOADED_DOCUMENT_KIND_LABELS, uploadHint } from '../../../domain/documents/upload-form';
import {
  type UploadedDocumentKind,
  uploadTooLargeMessage,
} from '../../../domain/documents/uploaded-document';

/** The upload API; a form post to it (no script needed) comes back to the page with a 303. */
const UPLOAD_ACTION = '/api/customer/documents';
const ACCEPTED = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/**
 * The chosen file's size check: a file over the server's cap (UPLOAD_MAX_BYTES, SPEC §7: 200 MB
 * by default) is never sent.
 */
const tooLargeMessageOf = (input: HTMLInputElement | null, maxBytes: number): string | null => {
  const file = input?.files?.[0];
  return file !== undefined && file.size > maxBytes ? uploadTooLargeMessage(maxBytes) : null;
};

/**
 * One upload form of the „Dokumente“ page: the application, the kind (a select, or fixed for
 * one side of the Ausweiskopie) and the file. The fields come before the file, as the API reads
 * them first. The error of the last try is shown at the file input. Once the page is hydrated, a
 * file over the server's cap (`maxBytes`) gets the server's own „zu groß“ message there as soon as
 * it is chosen and the form does not send it (without JavaScript the server answers the same
 * message by its 303). The hint names the same cap.
 */
export const UploadForm = ({
  reference,
  idPrefix,
  kinds,
  heading,
  error,
  maxBytes,
}: {
  readonly reference: string;
  readonly idPrefix: string;
  /** One kind: fixed (hidden); more: the customer chooses. */
  readonly kinds: readonly UploadedDocumentKind[];
  readonly heading: string;
  readonly error: string | null;
  /** The server's cap of one file (UPLOAD_MAX_BYTES). */
  readonly maxBytes: number;
}): ReactElement => {
  const headingId = `${idPrefix}-heading`;
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  const [only] = kinds;
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const shown = tooLarge ?? error;
  const onChange = (event: ChangeEvent<HTMLInputElement>): void => {
    setTooLarge(tooLargeMessageOf(event.currentTarget, maxBytes));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const input = event.currentTarget.elements.namedItem('content');
    const message = tooLargeMessageOf(input instanceof HTMLInputElement ? input : null, maxBytes);
    if (message === null) return;
    event.preventDefault();
    setTooLarge(message);
    if (input instanceof HTMLInputElement) input.focus();
  };
  return (
    <form
      className="area-card area-upload"
      method="post"
      encType="multipart/form-data"
      action={UPLOAD_ACTION}
      aria-labelledby={headingId}
      data-testid={`${idPrefix}-form`}
      onSubmit={onSubmit}
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
          {uploadHint(maxBytes)}
        </p>
        <input
          id={`${idPrefix}-datei`}
          className="area-upload__file"
          type="file"
          name="content"
          accept={ACCEPTED}
          required
          onChange={onChange}
          aria-invalid={shown === null ? undefined : true}
          aria-describedby={shown === null ? hintId : `${hintId} ${errorId}`}
        />
        {shown === null ? null : (
          <p className="area-error" id={errorId} role="alert" data-testid="upload-error">
            {shown}
          </p>
        )}
      </div>
      <button type="submit" className="rk-button rk-button--primary">
        Hochladen
      </button>
    </form>
  );
};
