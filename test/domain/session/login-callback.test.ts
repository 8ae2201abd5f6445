import { describe, expect, it } from 'vitest';
import {
  interpretLoginCallback,
  LOGIN_CALLBACK_PARAMETERS,
  personalDataAfterLogin,
  sessionParameterOf,
  stripLoginCallback,
} from '../../../domain/session/login-callback';
import { defaultPersonalData } from '../../../domain/session/personal-data';

describe('interpretLoginCallback (SPEC §4, §7)', () => {
  it('reads a logged-in callback', () => {
    expect(interpretLoginCallback({ rksession: 'abc123', ls: '1', points: 'yes' })).toEqual({
      kind: 'loggedIn',
      code: 'abc123',
      ls: '1',
      points: 'yes',
    });
    expect(interpretLoginCallback({ rksession: 'abc' })).toEqual({
      kind: 'loggedIn',
      code: 'abc',
      ls: null,
      points: null,
    });
  });

  it('reads an anonymous callback: the flag, email and phone are stored', () => {
    expect(
      interpretLoginCallback({ anonymous: 'true', email: 'max@example.de', phone: '0176 1' }),
    ).toEqual({
      kind: 'anonymous',
      store: { isAnonymous: true, email: 'max@example.de', phoneNumber: '0176 1' },
    });
    expect(interpretLoginCallback({ anonymous: '1', rksession: 'x' })).toEqual({
      kind: 'anonymous',
      store: { isAnonymous: true, email: null, phoneNumber: null },
    });
  });

  it('is no callback otherwise', () => {
    expect(interpretLoginCallback({})).toBeNull();
    expect(interpretLoginCallback({ rksession: '' })).toBeNull();
    expect(interpretLoginCallback({ anonymous: 'false', ls: '1' })).toBeNull();
    expect(interpretLoginCallback({ c24session: 'abc' })).toBeNull();
  });

  it('uses the brand abbreviation for the session parameter', () => {
    expect(sessionParameterOf()).toBe('rksession');
    expect(sessionParameterOf('vb')).toBe('vbsession');
    expect(interpretLoginCallback({ vbsession: 'abc' }, 'vb')).toMatchObject({ code: 'abc' });
    expect(interpretLoginCallback({ rksession: 'abc' }, 'vb')).toBeNull();
  });
});

describe('LOGIN_CALLBACK_PARAMETERS and stripLoginCallback', () => {
  it('names the six callback parameters', () => {
    expect(LOGIN_CALLBACK_PARAMETERS()).toEqual([
      'rksession',
      'ls',
      'points',
      'anonymous',
      'email',
      'phone',
    ]);
  });

  it('removes them and keeps everything else as written', () => {
    expect(stripLoginCallback('/result?rksession=a&pt=riester&ls=1&points=yes#tarif')).toBe(
      '/result?pt=riester#tarif',
    );
    expect(
      stripLoginCallback('https://www.rentenkompass.de/?anonymous=true&email=a%40b.de&phone=1'),
    ).toBe('https://www.rentenkompass.de/');
    expect(stripLoginCallback('/a?js=Freiberufler%2FSelbstst%C3%A4ndiger&rksession=x')).toBe(
      '/a?js=Freiberufler%2FSelbstst%C3%A4ndiger',
    );
    expect(stripLoginCallback('/a?vbsession=x&rksession=y', 'vb')).toBe('/a?rksession=y');
    expect(stripLoginCallback('/a')).toBe('/a');
  });
});

describe('personalDataAfterLogin (SPEC §4)', () => {
  const stored = {
    ...defaultPersonalData(),
    firstName: 'Alt',
    lastName: 'Name',
    email: 'max@example.de',
    phoneNumber: '089 1',
    birthday: '1980-05-01',
    newTermsConfirmed: true,
    agreementToContactFromAdvisor: true,
  };

  it('resets both agreements, drops the birthday and takes the login names', () => {
    expect(
      personalDataAfterLogin(
        { firstName: 'Max', lastName: 'Mustermann', loginPhoneNumber: '0176 2' },
        stored,
      ),
    ).toEqual({
      ...stored,
      firstName: 'Max',
      lastName: 'Mustermann',
      phoneNumber: '0176 2',
      birthday: null,
      newTermsConfirmed: false,
      agreementToContactFromAdvisor: false,
    });
  });

  it('keeps the stored names where the login has none', () => {
    const after = personalDataAfterLogin({ firstName: ' ' }, stored);
    expect(after.firstName).toBe('Alt');
    expect(after.lastName).toBe('Name');
    expect(after.phoneNumber).toBe('089 1');
    expect(after.email).toBe('max@example.de');
  });
});
