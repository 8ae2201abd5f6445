import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loginStateOf } from '../../../../domain/session/login-state';
import { AccountMenu } from '../../../../web/features/account-menu/account-menu';

const LOGIN = 'https://login.example/auth/prepare?callback=x';
const render = (state: Parameters<typeof AccountMenu>[0]['loginState'], points?: number) =>
  renderToString(
    <AccountMenu
      loginState={state}
      loginHref={LOGIN}
      onLogout={() => undefined}
      {...(points === undefined ? {} : { points })}
    />,
  );

const loggedIn = loginStateOf(
  {
    isLoggedIn: true,
    ssoUserData: { firstName: 'Erika', lastName: 'Müller', points: 'yes' },
    expiredSessionData: null,
  },
  null,
);
const expired = loginStateOf(
  { isLoggedIn: false, ssoUserData: null, expiredSessionData: { firstName: 'Jörg' } },
  { isUserLoggedOut: false },
);
const guest = loginStateOf(null, null);

describe('AccountMenu (SPEC §2, §4): exactly one of three states', () => {
  it('shows guests the login and register links to the full-page login', () => {
    const html = render(guest);
    expect(html).toContain('data-account-state="guest"');
    expect(html).toContain('>Anmelden</span>');
    expect(html).toContain('>Registrieren</a>');
    expect(html.match(/href="https:\/\/login\.example\/auth\/prepare\?callback=x"/g)).toHaveLength(
      2,
    );
    expect(html).not.toContain('Abmelden');
    expect(html).not.toContain('Erneut anmelden');
  });

  it('shows a logged-in user the name, greetings, the not-you line and logout', () => {
    const html = render(loggedIn);
    expect(html).toContain('data-account-state="loggedIn"');
    expect(html).toContain('<details');
    expect(html).toContain('>Erika Müller</span>');
    expect(html).toContain('>Hallo Erika Müller</p>');
    expect(html).toContain('>Guten Tag, Erika Müller</p>');
    expect(html).toContain('>Nicht Erika Müller?</span>');
    expect(html).toContain('>Abmelden</span>');
    expect(html).not.toContain('Registrieren');
    expect(html).not.toContain('Erneut anmelden');
  });

  it("shows 'Mein Konto' when the logged-in user has no name", () => {
    const html = render(
      loginStateOf({ isLoggedIn: true, ssoUserData: {}, expiredSessionData: null }, null),
    );
    expect(html).toContain('>Mein Konto</span>');
    expect(html).toContain('>Hallo</p>');
  });

  it('shows an expired session its entry with the same greetings and a re-login link', () => {
    const html = render(expired);
    expect(html).toContain('data-account-state="expired"');
    expect(html).toContain('>Jörg</span>');
    expect(html).toContain('>Sitzung abgelaufen</span>');
    expect(html).toContain('>Hallo Jörg</p>');
    expect(html).toContain('>Guten Tag, Jörg</p>');
    expect(html).toContain('>Nicht Jörg?</span>');
    expect(html).toContain(`href="${LOGIN}">Erneut anmelden</a>`);
    expect(html).not.toContain('Abmelden');
  });

  it('shows the bonus points to members of the points programme only', () => {
    expect(render(loggedIn, 1250)).toContain('>1.250 Bonuspunkte</span>');
    const nonMember = loginStateOf(
      { isLoggedIn: true, ssoUserData: { firstName: 'A', points: 'no' }, expiredSessionData: null },
      null,
    );
    expect(render(nonMember, 1250)).not.toContain('Bonuspunkte');
    expect(render(loggedIn)).not.toContain('Bonuspunkte');
  });
});
