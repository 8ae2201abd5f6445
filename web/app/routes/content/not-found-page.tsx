import type { ReactElement } from 'react';
import { NOT_FOUND_TRACKING_PATH } from '../../../../domain/pages/page-rules';
import { SimplePage } from '../../../features/content/simple-page';
import { HEADER_TOPIC_LINKS } from '../../../features/header/topic-links';
import { usePageHandle } from '../../use-page';

/** SPEC §2: the 404 page, tracked under the altersvorsorge 404 path; answered with status 404. */
export const NotFoundPage = (): ReactElement => {
  const page = usePageHandle()?.page;
  return (
    <SimplePage
      heading={page?.heading ?? 'Seite nicht gefunden'}
      text={page?.description ?? 'Die gesuchte Seite gibt es leider nicht oder nicht mehr.'}
      trackingPath={NOT_FOUND_TRACKING_PATH}
    >
      <p>Vielleicht hilft Ihnen einer dieser Einstiege weiter:</p>
      <ul className="link-list">
        <li>
          <a href="/">Rentenversicherung vergleichen</a>
        </li>
        {HEADER_TOPIC_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
};
