import type { ReactElement } from 'react';
import { PhoneLink } from '../../components/phone-link';
import { StaticIsland } from '../../components/static-island';
import { FOOTER_LINK_GROUPS, type FooterLinkGroup, LEGAL_FOOTER_LINKS } from './footer-links';
import './footer.css';

// Said on every page: the portal's tariffs and awards are examples.
export const DEMO_PORTAL_NOTE = 'Demo-Portal: Tarifdaten und Auszeichnungen sind Beispieldaten.';
export const HOTLINE_LABEL = 'Kostenlose Beratung:';

const FooterLinks = ({
  className,
  links,
}: {
  readonly className: string;
  readonly links: FooterLinkGroup['links'];
}): ReactElement => (
  <ul className={className}>
    {links.map((link) => (
      <li key={link.href}>
        <a className="rk-footer__link" href={link.href}>
          {link.label}
        </a>
      </li>
    ))}
  </ul>
);

export interface FooterProps {
  /** SPEC §2: the elevated style can be switched on and off. */
  readonly elevated: boolean;
  /** The free hotline (configuration). */
  readonly phone: string;
}

/**
 * SPEC §2: the footer with links to important content pages, the hotline, the legal pages with
 * the cookie settings, and the demo note.
 */
export const Footer = ({ elevated, phone }: FooterProps): ReactElement => (
  // The same links for every visitor, rendered once per hotline number.
  <StaticIsland source={FOOTER_LINK_GROUPS} cacheKey={phone}>
    <footer className={elevated ? 'rk-footer rk-footer--elevated' : 'rk-footer'}>
      <div className="rk-footer__inner">
        <p className="rk-footer__hotline">
          {HOTLINE_LABEL} <PhoneLink className="rk-footer__phone" phone={phone} />
        </p>
        <div className="rk-footer__groups">
          {FOOTER_LINK_GROUPS.map((group) => (
            <nav key={group.heading} className="rk-footer__group" aria-label={group.heading}>
              <p className="rk-footer__heading">{group.heading}</p>
              <FooterLinks className="rk-footer__links" links={group.links} />
            </nav>
          ))}
        </div>
        <nav className="rk-footer__legal" aria-label="Rechtliches">
          <FooterLinks className="rk-footer__legal-links" links={LEGAL_FOOTER_LINKS} />
        </nav>
        <p className="rk-footer__note">{DEMO_PORTAL_NOTE}</p>
      </div>
    </footer>
  </StaticIsland>
);
