import type { ReactElement } from 'react';
import {
  CUSTOMER_AREA_PATH,
  WATCHLIST_PATH,
} from '../../../domain/customer-area/customer-area-paths';
import './customer-area.css';

const LINKS = [
  { href: CUSTOMER_AREA_PATH, label: 'Meine Anträge' },
  { href: WATCHLIST_PATH, label: 'Merkzettel' },
] as const;

/** The customer area's two pages, the current one marked. */
export const CustomerAreaNav = ({ current }: { readonly current: string }): ReactElement => (
  <nav className="area-nav" aria-label="Kundenbereich">
    <ul className="area-nav__list">
      {LINKS.map((link) => (
        <li key={link.href}>
          <a
            className="area-nav__link"
            href={link.href}
            aria-current={link.href === current ? 'page' : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  </nav>
);

/** Guests, anonymous and expired sessions: the area needs a login. */
export const LoginPrompt = ({
  loginHref,
  text,
}: {
  readonly loginHref: string;
  readonly text: string;
}): ReactElement => (
  <section className="area-card" data-testid="area-login">
    <h2>Bitte melden Sie sich an</h2>
    <p>{text}</p>
    <p>
      <a className="rk-button rk-button--primary" href={loginHref}>
        Anmelden
      </a>
    </p>
  </section>
);
