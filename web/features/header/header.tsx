import type { ReactElement, ReactNode } from 'react';
import { desktopVersionHref, showsDesktopLink } from '../../../domain/device/desktop-link';
import type { DeviceOutput } from '../../../domain/device/device-output';
import logoUrl from '../../assets/logo.svg';
import { StaticIsland } from '../../components/static-island';
import { currentTopicOf, HEADER_TOPIC_LINKS, isCurrentTopic } from './topic-links';
import './header.css';

export const BRAND_NAME = 'Rentenkompass';
export const DESKTOP_LINK_LABEL = 'Desktop-Version';
export const CUSTOMER_AREA_LABEL = 'Kundenbereich';

export interface HeaderProps {
  /** The current path, e.g. '/riester-rente'. */
  readonly path: string;
  /** The current query string ('' or '?a=1'), kept in the desktop link. */
  readonly search: string;
  readonly deviceOutput: DeviceOutput;
  /** The full-page login address (SPEC §2): the customer-area link goes there for guests. */
  readonly loginHref: string;
  /** A logged-in customer's link to the customer area itself (/kundenbereich). */
  readonly customerAreaHref?: string;
  /** The slot for the AccountMenu. */
  readonly accountMenu: ReactNode;
  readonly homeHref?: string;
}

/**
 * SPEC §2 "Mobile header": logo, topic navigation, the customer-area link to the full-page
 * login, the account menu, and the link to the desktop version (same page with
 * deviceoutput=desktop) except where `showsDesktopLink` hides it.
 */
export const Header = ({
  path,
  search,
  deviceOutput,
  loginHref,
  customerAreaHref,
  accountMenu,
  homeHref = '/',
}: HeaderProps): ReactElement => (
  <header className="rk-header">
    <div className="rk-header__utility">
      <a className="rk-header__link" href={customerAreaHref ?? loginHref}>
        {CUSTOMER_AREA_LABEL}
      </a>
      {showsDesktopLink(path, deviceOutput) ? (
        <a className="rk-header__link" href={desktopVersionHref(path, search)}>
          {DESKTOP_LINK_LABEL}
        </a>
      ) : null}
    </div>
    <div className="rk-header__bar">
      <a className="rk-header__logo" href={homeHref}>
        <img className="rk-header__logo-mark" src={logoUrl} alt="" width={40} height={40} />
        <span className="rk-header__brand">{BRAND_NAME}</span>
      </a>
      {accountMenu}
    </div>
    {/* Server budget: the same markup on every page of a topic, rendered once per topic. */}
    <StaticIsland source={HEADER_TOPIC_LINKS} cacheKey={currentTopicOf(path) ?? ''}>
      <nav className="rk-header__nav" aria-label="Themen">
        <ul className="rk-header__topics">
          {HEADER_TOPIC_LINKS.map((link) => (
            <li key={link.href}>
              <a
                className="rk-header__topic"
                href={link.href}
                aria-current={isCurrentTopic(link.href, path) ? 'page' : undefined}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </StaticIsland>
  </header>
);
