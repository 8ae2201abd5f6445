import type { ReactElement } from 'react';
import { COOKIE_SETTINGS_PATH } from '../../../../domain/pages/legal-pages';
import { CookieSettings } from '../../../features/consent/cookie-settings';
import { FirstInformation } from '../../../features/legal/first-information';
import { Imprint } from '../../../features/legal/imprint';
import { PrivacyNotice } from '../../../features/legal/privacy-notice';
import { Terms } from '../../../features/legal/terms';
import { useServices } from '../../services-context';
import { usePageHandle } from '../../use-page';
import '../../../features/legal/legal.css';

/** The text of a legal page, by its path in the registry (domain/pages/legal-pages.ts). */
const LegalBody = ({ path, phone }: { readonly path: string; readonly phone: string }) => {
  switch (path) {
    case '/impressum':
      return <Imprint phone={phone} />;
    case '/datenschutz':
      return <PrivacyNotice />;
    case '/agb':
      return <Terms />;
    case '/erstinformation':
      return <FirstInformation />;
    case COOKIE_SETTINGS_PATH:
      return <CookieSettings />;
    default:
      throw new Error(`${path}: keine Rechtsseite`);
  }
};

/** Impressum, Datenschutz, AGB, Erstinformation and the cookie settings: heading from the registry. */
export const LegalPage = (): ReactElement => {
  const handle = usePageHandle();
  const phone = useServices().config.phoneNumber;
  if (handle === null) throw new Error('LegalPage ohne Seiten-Eintrag');
  return (
    <article className="container legal">
      <h1>{handle.page.heading}</h1>
      <LegalBody path={handle.page.path} phone={phone} />
    </article>
  );
};
