import type { ReactElement } from 'react';
import { ErrorScreenView } from '../../features/error-screen/error-screen-view';

/** SPEC §8: the render-failure fallback's action goes to /home. */
export const ERROR_SCREEN_TARGET = '/home';

/**
 * SPEC §2: the error screen, leading to /home with a full page load — a fresh start after a
 * failure; the link works before hydration too.
 */
export const ErrorScreen = ({ phone }: { readonly phone: string }): ReactElement => (
  <ErrorScreenView
    phone={phone}
    href={ERROR_SCREEN_TARGET}
    action={() => window.location.assign(ERROR_SCREEN_TARGET)}
  />
);
