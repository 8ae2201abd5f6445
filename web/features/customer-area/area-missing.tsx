import type { ReactElement } from 'react';
import { CUSTOMER_AREA_PATH } from '../../../domain/customer-area/customer-area-paths';

/** The way back from a page of one application to the list of all. */
export const BackToApplications = (): ReactElement => (
  <p>
    <a href={CUSTOMER_AREA_PATH}>Zurück zu Meine Anträge</a>
  </p>
);

/** A page of one application that has nothing to show: why, and the way back. */
export const AreaMissing = ({
  message,
  testId,
}: {
  readonly message: string;
  readonly testId: string;
}): ReactElement => (
  <section className="area-card" data-testid={testId}>
    <p role="alert">{message}</p>
    <BackToApplications />
  </section>
);
