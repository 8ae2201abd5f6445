import type { ReactElement } from 'react';
import errorIllustrationUrl from '../../assets/error-illustration.svg';
import { Button } from '../../components/button';
import { PhoneLink } from '../../components/phone-link';
import { ERROR_SCREEN_BACK_LABEL, ERROR_SCREEN_TITLE } from './error-screen-texts';
import './error-screen-view.css';

export interface ErrorScreenViewProps {
  /** The free hotline (configuration). */
  readonly phone: string;
  /** Where the button leads; the caller decides (SPEC §2: the render-failure fallback → /home). */
  readonly action: () => unknown;
  /** The same target as a plain link, so the button works before hydration. */
  readonly href?: string;
}

/**
 * SPEC §2 "Error screen": heading, text with the hotline, the illustration and the button that
 * shows a spinner while its action runs and ignores further clicks.
 */
export const ErrorScreenView = ({ phone, action, href }: ErrorScreenViewProps): ReactElement => (
  <section className="rk-error-screen" aria-labelledby="rk-error-screen-title">
    <img
      className="rk-error-screen__image"
      src={errorIllustrationUrl}
      alt=""
      width={320}
      height={220}
    />
    <h1 id="rk-error-screen-title" className="rk-error-screen__title">
      {ERROR_SCREEN_TITLE}
    </h1>
    <p className="rk-error-screen__text">
      Bitte gehen Sie zurück zum Vergleich oder rufen Sie uns kostenlos unter{' '}
      <PhoneLink phone={phone} /> an.
    </p>
    <Button action={action} {...(href === undefined ? {} : { href })}>
      {ERROR_SCREEN_BACK_LABEL}
    </Button>
  </section>
);
