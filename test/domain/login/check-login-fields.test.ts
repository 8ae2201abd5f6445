import { describe, expect, it } from 'vitest';
import {
  allFieldsValid,
  checkEmail,
  checkName,
  checkNewPassword,
  checkPassword,
  checkPhone,
  checkSalutation,
} from '../../../domain/login/check-login-fields';

const checkedValue = <T>(r: { ok: true; value: T } | { ok: false }): T | null =>
  r.ok ? r.value : null;

describe('the login form checks', () => {
  it.each([
    [' Erika.Mustermann@Example.DE ', 'erika.mustermann@example.de'],
    ['max+rente@mail.example.org', 'max+rente@mail.example.org'],
    ['müller@beispiel.de', 'müller@beispiel.de'],
  ])('accepts the e-mail %j as %j', (input, email) => {
    expect(checkedValue(checkEmail(input))).toBe(email);
  });

  it.each([
    '',
    'erika',
    'erika@',
    '@example.de',
    'erika@example',
    'er ika@example.de',
    'a@b.c',
    `${'a'.repeat(250)}@example.de`,
  ])('refuses the e-mail %j', (input) => {
    expect(checkEmail(input)).toEqual({
      ok: false,
      error: { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' },
    });
  });

  it('wants at least 10 characters (counted as characters, not UTF-16 units) for a new password', () => {
    expect(checkNewPassword('123456789').ok).toBe(false);
    expect(checkNewPassword('1234567890').ok).toBe(true);
    expect(checkNewPassword('😀😀😀😀😀').ok).toBe(false);
    expect(checkNewPassword('x'.repeat(1025)).ok).toBe(false);
    expect(checkPassword('')).toEqual({
      ok: false,
      error: { field: 'password', message: 'Bitte geben Sie Ihr Passwort ein.' },
    });
    expect(checkedValue(checkPassword(' kurz '))).toBe(' kurz ');
  });

  it('knows the salutations Frau, Herr and divers', () => {
    expect(['Frau', 'Herr', 'divers', 'Dr.', ''].map((s) => checkSalutation(s).ok)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('trims names and refuses empty ones or control characters', () => {
    expect(checkedValue(checkName('firstName', '  Jürgen '))).toBe('Jürgen');
    expect(checkName('lastName', '   ')).toEqual({
      ok: false,
      error: { field: 'lastName', message: 'Bitte geben Sie Ihren Nachnamen an.' },
    });
    expect(checkName('firstName', 'Max\u0000').ok).toBe(false);
  });

  it.each([
    ['0171 2345678', true],
    ['+49 (30) 123-456/78', true],
    ['030  1234567', true],
    ['12345', false],
    ['0171 abc', false],
    ['+49 171 2345678 999999999', false],
  ])('phone %j valid: %s', (input, valid) => {
    expect(checkPhone(input).ok).toBe(valid);
  });

  it('collects every field error at once, or answers all values', () => {
    expect(allFieldsValid({ email: checkEmail('x'), phone: checkPhone('1') })).toEqual({
      ok: false,
      error: {
        kind: 'login/fields',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        fields: [
          { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' },
          { field: 'phone', message: 'Bitte geben Sie eine gültige Telefonnummer an.' },
        ],
      },
    });
    expect(
      allFieldsValid({ email: checkEmail('A@b.de'), phone: checkPhone('030 123456') }),
    ).toEqual({
      ok: true,
      value: { email: 'a@b.de', phone: '030 123456' },
    });
  });
});
