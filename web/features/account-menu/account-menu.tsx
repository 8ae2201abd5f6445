import { type KeyboardEvent, type ReactElement, useRef } from 'react';
import { accountMenuOf } from '../../../domain/session/account-menu';
import type { LoginState } from '../../../domain/session/login-state';
import { Button } from '../../components/button';
import { PersonIcon } from './person-icon';
import { PointsBadge } from './points-badge';
import './account-menu.css';

export const REGISTER_LABEL = 'Registrieren';
export const EXPIRED_BADGE = 'Sitzung abgelaufen';

export interface AccountMenuProps {
  /** From `loginStateOf(userData, sessionInfo)` (domain/session/login-state). */
  readonly loginState: LoginState;
  /** The full-page login address: login, register and re-login all go there (SPEC §2). */
  readonly loginHref: string;
  /** Clears the user data and stored data, then reloads (SPEC §4). */
  readonly onLogout: () => unknown;
  /** Bonus points (POST /api/calculate-points), shown to members of the points programme. */
  readonly points?: number | null;
}

/**
 * SPEC §2, §4 "Account menu": exactly one of three states. Guests get the login and register
 * links; logged-in users and expired sessions get their name (or 'Mein Konto') opening a menu
 * with the greeting, the salutation and the 'not you' line. A <details> element keeps the menu
 * usable by keyboard and before hydration; Escape closes it.
 */
export const AccountMenu = ({
  loginState,
  loginHref,
  onLogout,
  points = null,
}: AccountMenuProps): ReactElement => {
  const menu = accountMenuOf(loginState);
  const details = useRef<HTMLDetailsElement>(null);

  if (menu.state === 'guest') {
    return (
      <div className="rk-account-menu rk-account-menu--guest" data-account-state="guest">
        <a className="rk-account-menu__entry" href={loginHref}>
          <PersonIcon />
          <span>{menu.action}</span>
        </a>
        <a className="rk-account-menu__register" href={loginHref}>
          {REGISTER_LABEL}
        </a>
      </div>
    );
  }

  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>): void => {
    const element = details.current;
    if (event.key !== 'Escape' || element === null || !element.open) return;
    element.open = false;
    element.querySelector('summary')?.focus();
  };
  const expired = menu.state === 'expired';
  return (
    <details
      ref={details}
      className={`rk-account-menu rk-account-menu--${menu.state}`}
      data-account-state={menu.state}
      onKeyDown={closeOnEscape}
    >
      <summary className="rk-account-menu__entry">
        <PersonIcon />
        <span className="rk-account-menu__names">
          <span className="rk-account-menu__label">{menu.label}</span>
          {expired ? <span className="rk-account-menu__expired">{EXPIRED_BADGE}</span> : null}
        </span>
      </summary>
      <div className="rk-account-menu__panel">
        <p className="rk-account-menu__greeting">{menu.greeting}</p>
        <p className="rk-account-menu__salutation">{menu.salutation}</p>
        <PointsBadge loginState={loginState} points={points} />
        {menu.notice === null ? null : <p className="rk-account-menu__notice">{menu.notice}</p>}
        {expired ? (
          <a className="rk-button rk-button--primary rk-button--small" href={loginHref}>
            {menu.action}
          </a>
        ) : (
          <Button action={onLogout} variant="secondary" small>
            {menu.action}
          </Button>
        )}
        {menu.notYou === null ? null : (
          <Button action={onLogout} variant="text" small className="rk-account-menu__not-you">
            {menu.notYou}
          </Button>
        )}
      </div>
    </details>
  );
};
