import { fullNameOf, isAnonymousLogin, type LoginState, type LoginStateKind } from './login-state';

// SPEC §2, §4: the header's account entry and menu. The spec names the salutation, the
// 'not you' line and the greeting but not their wording; the texts here are ours.
export const ACCOUNT_LABEL_WITHOUT_NAME = 'Mein Konto';

/**
 * Someone who went on without an account (an anonymous login, SPEC §4) has no „Mein Konto“
 * (issue 32, finding 7): the header says how they are signed in, and the menu offers to log out.
 */
export const ANONYMOUS_LABEL = 'Ohne Konto';

export interface AccountMenu {
  readonly state: LoginStateKind;
  /** The header label: the full name, or 'Mein Konto' (SPEC §2). */
  readonly label: string;
  /** 'Guten Tag, Max Mustermann'; null for guests. */
  readonly salutation: string | null;
  /** 'Hallo Max Mustermann'; null for guests. */
  readonly greeting: string | null;
  /** 'Nicht Max Mustermann?' — leads to logging out and in as someone else; null for guests. */
  readonly notYou: string | null;
  /** Only in the expired state. */
  readonly notice: string | null;
  /** The menu's main entry. */
  readonly action: string;
}

const EXPIRED_NOTICE = 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.';

const GUEST_MENU: AccountMenu = {
  state: 'guest',
  label: ACCOUNT_LABEL_WITHOUT_NAME,
  salutation: null,
  greeting: null,
  notYou: null,
  notice: null,
  action: 'Anmelden',
};

const greetingTexts = (
  name: string | null,
): Pick<AccountMenu, 'label' | 'salutation' | 'greeting' | 'notYou'> => ({
  label: name ?? ACCOUNT_LABEL_WITHOUT_NAME,
  salutation: name === null ? 'Guten Tag' : `Guten Tag, ${name}`,
  greeting: name === null ? 'Hallo' : `Hallo ${name}`,
  notYou: name === null ? 'Nicht Ihr Konto?' : `Nicht ${name}?`,
});

/** What the account menu shows; the expired state uses the same greeting texts (SPEC §4). */
export const accountMenuOf = (state: LoginState): AccountMenu => {
  switch (state.kind) {
    case 'loggedIn':
      if (isAnonymousLogin(state.user)) {
        return {
          state: 'loggedIn',
          label: ANONYMOUS_LABEL,
          salutation: 'Sie sind ohne Kundenkonto angemeldet.',
          greeting: 'Hallo',
          notYou: null,
          notice: null,
          action: 'Abmelden',
        };
      }
      return {
        state: 'loggedIn',
        ...greetingTexts(fullNameOf(state.user)),
        notice: null,
        action: 'Abmelden',
      };
    case 'expired':
      if (state.session.loginType === 'anonymous') {
        return {
          state: 'expired',
          label: ANONYMOUS_LABEL,
          salutation: 'Sie waren ohne Kundenkonto angemeldet.',
          greeting: 'Hallo',
          notYou: null,
          notice: EXPIRED_NOTICE,
          action: 'Erneut anmelden',
        };
      }
      return {
        state: 'expired',
        ...greetingTexts(fullNameOf(state.session)),
        notice: EXPIRED_NOTICE,
        action: 'Erneut anmelden',
      };
    case 'guest':
      return GUEST_MENU;
  }
};
