import type { ReactElement } from 'react';
import type { ApplicationFieldErrors } from '../../../domain/application/application-fields';

/** The list of wrong fields above the form, each a link to its field. */
export const ErrorSummary = ({
  message,
  errors,
  idPrefix,
}: {
  readonly message: string;
  readonly errors: ApplicationFieldErrors;
  readonly idPrefix: string;
}): ReactElement => (
  <div className="app-summary" role="alert" tabIndex={-1} data-testid="error-summary">
    <h2 className="app-summary__title">{message}</h2>
    <ul>
      {Object.entries(errors).map(([field, text]) => (
        <li key={field}>
          <a href={`#${idPrefix}-${field}`}>{text}</a>
        </li>
      ))}
    </ul>
  </div>
);
