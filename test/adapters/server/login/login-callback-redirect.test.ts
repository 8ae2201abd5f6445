import { describe, expect, it } from 'vitest';
import { callbackRedirectUrl } from '../../../../adapters/server/login/login-callback-redirect';

describe('callbackRedirectUrl', () => {
  it('appends the session parameter, ls and points and keeps the callback query', () => {
    expect(
      callbackRedirectUrl(
        'https://www.rentenkompass.de/api/auth/callback?returnTo=%2Fvergleich%3Fp%3D1',
        { kind: 'account', code: 'c0de', loginType: 'register', points: false },
        'rk',
      ),
    ).toBe(
      'https://www.rentenkompass.de/api/auth/callback?returnTo=%2Fvergleich%3Fp%3D1&rksession=c0de&ls=register&points=no',
    );
  });

  it('for an anonymous login: anonymous=1, e-mail and phone encoded, plus the code', () => {
    const url = new URL(
      callbackRedirectUrl(
        'https://www.rentenkompass.de/cb',
        { kind: 'anonymous', code: 'c0de', email: 'max+rente@example.org', phone: '+49 30 123&4' },
        'xy',
      ),
    );
    expect([...url.searchParams]).toEqual([
      ['anonymous', '1'],
      ['email', 'max+rente@example.org'],
      ['phone', '+49 30 123&4'],
      ['xysession', 'c0de'],
    ]);
  });

  it('drops callback parameters the callback already carried, so none comes twice', () => {
    const url = new URL(
      callbackRedirectUrl(
        'https://www.rentenkompass.de/cb?rksession=alt&points=yes&keep=1',
        { kind: 'account', code: 'neu', loginType: 'login', points: false },
        'rk',
      ),
    );
    expect(url.searchParams.getAll('rksession')).toEqual(['neu']);
    expect(url.searchParams.getAll('points')).toEqual(['no']);
    expect(url.searchParams.get('keep')).toBe('1');
  });
});
