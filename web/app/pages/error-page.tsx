import type { ReactElement } from 'react';
import { useServices } from '../services-context';
import { ErrorScreen } from './error-screen';

/** The /_error route (SPEC §2): the error screen on request. */
export const ErrorPage = (): ReactElement => (
  <ErrorScreen phone={useServices().config.phoneNumber} />
);
