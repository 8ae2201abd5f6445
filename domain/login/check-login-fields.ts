import { err, ok, type Result } from '../result';
import { isOneOf } from '../value-set';

/** The form fields of the login service; a message belongs to exactly one of them. */
export type LoginField = 'email' | 'password' | 'salutation' | 'firstName' | 'lastName' | 'phone';

export interface LoginFieldError {
  readonly field: LoginField;
  readonly message: string;
}

/** Every invalid field of one form at once, so the page can show each message at its field. */
export interface LoginFieldsError {
  readonly kind: 'login/fields';
  readonly message: string;
  readonly fields: readonly LoginFieldError[];
}

export const SALUTATIONS = ['Frau', 'Herr', 'divers'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

export const MIN_PASSWORD_LENGTH = 10;
/** scrypt pre-hashes any length, but a cap keeps request bodies and work small. */
export const MAX_PASSWORD_LENGTH = 1024;
const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 100;

type Check<T> = Result<T, LoginFieldError>;
const fail = (field: LoginField, message: string): Check<never> => err({ field, message });

// Pragmatic shape check (local@domain.tld, no spaces); deliverability is not checkable here.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
// Control characters have no place in a name.
const CONTROL = /\p{Cc}/u;

/** Trimmed and lowercased: the login name. */
export const checkEmail = (input: string): Check<string> => {
  const email = input.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) {
    return fail('email', 'Bitte geben Sie eine gültige E-Mail-Adresse an.');
  }
  return ok(email);
};

export const checkPassword = (input: string): Check<string> => {
  if (input === '') return fail('password', 'Bitte geben Sie Ihr Passwort ein.');
  if (input.length > MAX_PASSWORD_LENGTH) {
    return fail('password', 'Das Passwort darf höchstens 1024 Zeichen lang sein.');
  }
  return ok(input);
};

export const checkNewPassword = (input: string): Check<string> => {
  if ([...input].length < MIN_PASSWORD_LENGTH) {
    return fail('password', 'Das Passwort muss mindestens 10 Zeichen lang sein.');
  }
  return checkPassword(input);
};

export const checkSalutation = (input: string): Check<Salutation> =>
  isOneOf(SALUTATIONS, input) ? ok(input) : fail('salutation', 'Bitte wählen Sie eine Anrede aus.');

export const checkName = (field: 'firstName' | 'lastName', input: string): Check<string> => {
  const name = input.trim();
  const what = field === 'firstName' ? 'Ihren Vornamen' : 'Ihren Nachnamen';
  if (name === '' || name.length > MAX_NAME_LENGTH || CONTROL.test(name)) {
    return fail(field, `Bitte geben Sie ${what} an.`);
  }
  return ok(name);
};

const PHONE_CHARACTERS = /^\+?[0-9 ()/.-]+$/;

/** A German or international number as typed: 6 to 20 digits with the usual separators. */
export const checkPhone = (input: string): Check<string> => {
  const phone = input.trim().replace(/\s+/g, ' ');
  const digits = phone.replace(/[^0-9]/g, '').length;
  if (!PHONE_CHARACTERS.test(phone) || digits < 6 || digits > 20) {
    return fail('phone', 'Bitte geben Sie eine gültige Telefonnummer an.');
  }
  return ok(phone);
};

type Checks = Readonly<Record<string, Check<unknown>>>;
type ValuesOf<C extends Checks> = { [K in keyof C]: Extract<C[K], { ok: true }>['value'] };

/** The checked values when every check passed, else all field errors together. */
export const allFieldsValid = <C extends Checks>(
  checks: C,
): Result<ValuesOf<C>, LoginFieldsError> => {
  const fields = Object.values(checks).flatMap((check) => (check.ok ? [] : [check.error]));
  if (fields.length > 0) {
    return err({ kind: 'login/fields', message: 'Bitte prüfen Sie Ihre Eingaben.', fields });
  }
  const values = Object.fromEntries(
    Object.entries(checks).map(([name, check]) => [name, check.ok ? check.value : undefined]),
  );
  return ok(values as ValuesOf<C>);
};
