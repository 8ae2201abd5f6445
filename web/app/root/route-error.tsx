import type { ReactElement } from 'react';
import { useServices } from '../services-context';
import { ErrorScreen } from './error-screen';

/** A page failed (its loader, or its rendering in the browser): the error screen inside the shell. */
export const RouteError = (): ReactElement => (
  <ErrorScreen phone={useServices().config.phoneNumber} />
);
