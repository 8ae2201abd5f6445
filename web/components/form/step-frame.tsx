import type { ReactElement, ReactNode } from 'react';
import { progressText, type StepPosition } from '../../../domain/onboarding/flow-steps';
import { customerMessageOf } from '../../../domain/search-data/customer-message';
import type { SearchDataError } from '../../../domain/search-data/search-data';
import './form.css';

/** A URL value the codec refused, for the page's message (SPEC §5). */
export interface InvalidUrlValue {
  readonly key: string;
  readonly value: string;
  /** What is wrong, in German (the codec's SPEC §5 text is for the CLI and the API). */
  readonly message: string;
  readonly repairUrl: string;
}

/** The notice's data for a value the codec refused; `repairUrl` leaves the value out. */
export const invalidUrlValueOf = (error: SearchDataError, repairUrl: string): InvalidUrlValue => ({
  key: error.key,
  value: error.value,
  message: customerMessageOf(error),
  repairUrl,
});

/** The page a comparison step shows for a broken URL: what is wrong, and a way back. */
export const InvalidUrlNotice = ({
  invalid,
  startUrl,
}: {
  readonly invalid: InvalidUrlValue;
  readonly startUrl: string;
}): ReactElement => (
  <div className="step-invalid" role="alert">
    <h2 className="step-invalid__title">Die Adresse enthält einen ungültigen Wert</h2>
    <p>
      Die Angabe „{invalid.key}“ in der Adresse kann nicht gelesen werden:{' '}
      <span className="step-invalid__detail">{invalid.message}</span>
    </p>
    <p>Bitte prüfen Sie den Link oder fahren Sie ohne diese Angabe fort.</p>
    <p className="step-invalid__actions">
      <a className="rk-button rk-button--primary" href={invalid.repairUrl}>
        Ohne diese Angabe fortfahren
      </a>
      <a className="rk-button rk-button--secondary" href={startUrl}>
        Vergleich neu beginnen
      </a>
    </p>
  </div>
);

/** The frame of a comparison step: heading, progress (Schritt 1 von 4), back link, content. */
export const StepFrame = ({
  heading,
  lead,
  position,
  backUrl,
  children,
}: {
  readonly heading: string;
  readonly lead: string;
  readonly position: StepPosition | null;
  readonly backUrl: string | null;
  readonly children: ReactNode;
}): ReactElement => (
  <section className="step">
    <div className="container step__inner">
      {position === null ? null : (
        <div className="step__progress">
          <p className="step__progress-text">{progressText(position)}</p>
          <progress
            className="step__progress-bar"
            max={position.of}
            value={position.number}
            aria-label={progressText(position)}
          />
        </div>
      )}
      {backUrl === null ? null : (
        <p className="step__back">
          <a href={backUrl} rel="prev">
            ← Zurück zum vorigen Schritt
          </a>
        </p>
      )}
      <h1 className="step__heading">{heading}</h1>
      <p className="step__lead">{lead}</p>
      {children}
    </div>
  </section>
);
