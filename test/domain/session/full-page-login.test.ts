import { describe, expect, it } from 'vitest';
import { fullPageLoginUrl } from '../../../domain/session/full-page-login';

describe('fullPageLoginUrl (SPEC §7)', () => {
  const params = {
    callback: 'https://www.rentenkompass.de/result?pt=riester&bd=1980-01-01',
    apiProduct: 'rente',
    challenge: 'a+b/c=',
    configKey: 'rk_default',
  };

  it('goes to /auth/prepare with the four parameters, encoded', () => {
    expect(fullPageLoginUrl('https://login.rentenkompass.de', params)).toBe(
      'https://login.rentenkompass.de/auth/prepare' +
        '?callback=https%3A%2F%2Fwww.rentenkompass.de%2Fresult%3Fpt%3Driester%26bd%3D1980-01-01' +
        '&api_product=rente&challenge=a%2Bb%2Fc%3D&config_key=rk_default',
    );
  });

  it('reads back through URL', () => {
    const url = new URL(fullPageLoginUrl('https://login.example/', params));
    expect(url.pathname).toBe('/auth/prepare');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      callback: params.callback,
      api_product: 'rente',
      challenge: 'a+b/c=',
      config_key: 'rk_default',
    });
  });

  it('keeps a path prefix of the login base', () => {
    expect(fullPageLoginUrl('https://x.example/sso//', params)).toMatch(
      /^https:\/\/x\.example\/sso\/auth\/prepare\?callback=/,
    );
  });
});
