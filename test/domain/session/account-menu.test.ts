import { describe, expect, it } from 'vitest';
import { accountMenuOf } from '../../../domain/session/account-menu';

describe('accountMenuOf (SPEC §2, §4)', () => {
  it('logged in: name, greeting texts and logout', () => {
    const user = { firstName: 'Max', lastName: 'Mustermann' };
    expect(accountMenuOf({ kind: 'loggedIn', user })).toEqual({
      state: 'loggedIn',
      label: 'Max Mustermann',
      salutation: 'Guten Tag, Max Mustermann',
      greeting: 'Hallo Max Mustermann',
      notYou: 'Nicht Max Mustermann?',
      notice: null,
      action: 'Abmelden',
    });
  });

  it("shows 'Mein Konto' when the name is missing", () => {
    const menu = accountMenuOf({ kind: 'loggedIn', user: { points: 'yes' } });
    expect(menu.label).toBe('Mein Konto');
    expect(menu.greeting).toBe('Hallo');
    expect(menu.salutation).toBe('Guten Tag');
    expect(menu.notYou).toBe('Nicht Ihr Konto?');
  });

  it('expired: the same greeting texts, a notice and a fresh login', () => {
    const session = { firstName: 'Jürgen', lastName: 'Weiß' };
    const expired = accountMenuOf({ kind: 'expired', session });
    const loggedIn = accountMenuOf({ kind: 'loggedIn', user: session });
    expect(expired.state).toBe('expired');
    expect(expired.label).toBe('Jürgen Weiß');
    expect(expired.salutation).toBe(loggedIn.salutation);
    expect(expired.greeting).toBe(loggedIn.greeting);
    expect(expired.notYou).toBe(loggedIn.notYou);
    expect(expired.notice).toBe('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
    expect(expired.action).toBe('Erneut anmelden');
  });

  it('an anonymous login (no account): no „Mein Konto“, no „Nicht …?“, only Abmelden', () => {
    const menu = accountMenuOf({
      kind: 'loggedIn',
      user: { loginType: 'anonymous', loginEmail: 'anna@example.org' },
    });
    expect(menu).toEqual({
      state: 'loggedIn',
      label: 'Ohne Konto',
      salutation: 'Sie sind ohne Kundenkonto angemeldet.',
      greeting: 'Hallo',
      notYou: null,
      notice: null,
      action: 'Abmelden',
    });
  });

  it('an expired login without an account is no „Mein Konto“ either (issue 32, finding 7)', () => {
    const menu = accountMenuOf({ kind: 'expired', session: { loginType: 'anonymous' } });
    expect(menu).toMatchObject({ state: 'expired', label: 'Ohne Konto', notYou: null });
    expect(menu.notice).toContain('abgelaufen');
  });

  it('guest: a login entry and no greeting', () => {
    expect(accountMenuOf({ kind: 'guest' })).toEqual({
      state: 'guest',
      label: 'Mein Konto',
      salutation: null,
      greeting: null,
      notYou: null,
      notice: null,
      action: 'Anmelden',
    });
  });
});
