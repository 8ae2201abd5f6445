import type { ReactElement } from 'react';
import type { ApplicationFieldErrors } from '../../../domain/application/application-fields';

/**
 * The summary's id: a form posted without JavaScript names it as its action's fragment, so the
 * answer with errors opens at the summary instead of the page's top (issue 32, finding 9).
 */
export const ERROR_SUMMARY_ID = 'fehler';

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
  <div
    id={ERROR_SUMMARY_ID}
    className="app-summary"
    role="alert"
    tabIndex={-1}
    data-testid="error-summary"
  >
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
