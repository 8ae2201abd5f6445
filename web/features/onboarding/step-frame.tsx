import type { ReactElement, ReactNode } from 'react';
import { progressText, type StepPosition } from '../../../domain/onboarding/flow-steps';
import './onboarding.css';

/** A URL value the codec refused, for the page's message (SPEC §5). */
export interface InvalidUrlValue {
  readonly key: string;
  readonly value: string;
  /** The codec's message, word for word (SPEC §5). */
  readonly codecMessage: string;
  readonly repairUrl: string;
}

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
      Der Wert „{invalid.value}“ für die Angabe „{invalid.key}“ kann nicht gelesen werden. Bitte
      prüfen Sie den Link oder fahren Sie ohne diese Angabe fort.
    </p>
    <p className="step-invalid__detail">Technischer Hinweis: {invalid.codecMessage}</p>
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
