import type { ReactElement } from 'react';
import { SimplePage } from '../../../features/content/simple-page';
import { usePageHandle } from '../../use-page';

/** A step of the comparison flow (SPEC §2 flow routes): a placeholder until the flow exists. */
export const FlowPage = (): ReactElement => {
  const handle = usePageHandle();
  const heading = handle?.page.heading ?? 'Vergleich';
  return (
    <SimplePage heading={heading} text={handle?.page.description ?? ''}>
      <p>Dieser Schritt des Vergleichs wird gerade aufgebaut.</p>
      <p>
        <a className="rk-button rk-button--primary" href="/">
          Zur Startseite
        </a>
      </p>
    </SimplePage>
  );
};
