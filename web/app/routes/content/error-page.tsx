import type { ReactElement } from 'react';
import { ErrorScreen } from '../../root/error-screen';
import { useServices } from '../../services-context';

/** The /_error route (SPEC §2): the error screen on request. */
export const ErrorPage = (): ReactElement => (
  <ErrorScreen phone={useServices().config.phoneNumber} />
);
