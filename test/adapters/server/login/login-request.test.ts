import { describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS } from '../../../../adapters/server/connection-limits';
import { parseLoginRequest } from '../../../../adapters/server/login/login-request';
import type { ServerConfig } from '../../../../adapters/server/server-deps';

const CONFIG: ServerConfig = {
  port: 3000,
  host: '127.0.0.1',
  dataDir: './data',
  publicUrl: 'https://www.rentenkompass.de',
  loginUrl: 'https://www.rentenkompass.de/login',
  sessionSecret: 's'.repeat(32),
  brandName: 'Rentenkompass',
  brandAbbr: 'rk',
  logLevel: 'info',
  phoneNumber: '0800 123 45 67',
  uploadMaxBytes: 209_715_200,
  connections: DEFAULT_CONNECTION_LIMITS,
  redirectToPublicHost: false,
};
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const request = (fields: Record<string, unknown>): Record<string, unknown> => ({
  callback: 'https://www.rentenkompass.de/api/auth/callback?returnTo=%2F',
  challenge: CHALLENGE,
  api_product: 'rentenversicherung',
  config_key: 'rk-portal',
  ...fields,
});

describe('parseLoginRequest', () => {
  it("accepts the portal's own callback", () => {
    for (const callback of [
      'https://www.rentenkompass.de/api/auth/callback?returnTo=%2F',
      'https://www.rentenkompass.de:443/x',
    ]) {
      const parsed = parseLoginRequest(CONFIG, request({ callback }));
      expect(parsed).toEqual({
        ok: true,
        value: {
          callback,
          challenge: CHALLENGE,
          apiProduct: 'rentenversicherung',
          configKey: 'rk-portal',
          // Without `back` the „Zurück“ leads to the portal's home page; no view: all three.
          back: 'https://www.rentenkompass.de/',
          view: null,
        },
      });
    }
  });

  it('takes `back` on an allowed origin only, and a known `ansicht` (issue 32, finding 7)', () => {
    const callback = 'https://www.rentenkompass.de/api/auth/callback?returnTo=%2F';
    const with_ = (extra: Record<string, string>) =>
      parseLoginRequest(CONFIG, { ...request({ callback }), ...extra });
    expect(
      with_({ back: 'https://www.rentenkompass.de/personal-login?a=1', ansicht: 'ohne-konto' }),
    ).toMatchObject({
      ok: true,
      value: { back: 'https://www.rentenkompass.de/personal-login?a=1', view: 'ohne-konto' },
    });
    expect(with_({ back: 'https://evil.example/', ansicht: 'alles' })).toMatchObject({
      ok: true,
      value: { back: 'https://www.rentenkompass.de/', view: null },
    });
  });

  it.each([
    'http://www.rentenkompass.de/api/auth/callback',
    'https://www.rentenkompass.de.evil.example/',
    'https://evil.example/?https://www.rentenkompass.de',
    '//www.rentenkompass.de/api/auth/callback',
    'https:www.rentenkompass.de.evil.example',
    'https://user:pass@www.rentenkompass.de/',
    'javascript://www.rentenkompass.de/%0aalert(1)',
    'http:%2F%2Fevil.example',
    '/\\evil.example',
    'http://localhost:3001/',
    // This server's loopback addresses are no origin of a public portal.
    'http://localhost:3000/api/auth/callback',
    'http://127.0.0.1:3000/x',
    'http://[::1]:3000/x',
    'http://2130706433:3000/x',
    'http://0x7f.0.0.1:3000/x',
    'http://127.1:3000/x',
  ])('refuses the callback %j', (callback) => {
    const parsed = parseLoginRequest(CONFIG, request({ callback }));
    expect(parsed.ok ? null : parsed.error.kind).toBe('login/callback');
  });

  it('refuses repeated parameters, a missing or malformed challenge and odd keys', () => {
    const kindOf = (fields: Record<string, unknown>): string | null => {
      const parsed = parseLoginRequest(CONFIG, request(fields));
      return parsed.ok ? null : parsed.error.kind;
    };
    expect(kindOf({ callback: [CONFIG.publicUrl, 'https://evil.example'] })).toBe('login/callback');
    expect(kindOf({ challenge: undefined })).toBe('login/challenge');
    expect(kindOf({ challenge: `${CHALLENGE}A` })).toBe('login/challenge');
    expect(kindOf({ api_product: '<b>' })).toBe('login/parameter');
    expect(kindOf({ config_key: 'x'.repeat(65) })).toBe('login/parameter');
    expect(kindOf({ api_product: undefined, config_key: undefined })).toBeNull();
  });

  it('accepts the loopback spellings of the same port only when PUBLIC_URL is loopback', () => {
    const local: ServerConfig = {
      ...CONFIG,
      publicUrl: 'http://localhost:3000',
      loginUrl: 'http://localhost:3000/login',
    };
    const kindOf = (callback: string): string | null => {
      const parsed = parseLoginRequest(local, request({ callback }));
      return parsed.ok ? null : parsed.error.kind;
    };
    for (const callback of [
      'http://localhost:3000/api/auth/callback',
      'http://127.0.0.1:3000/x',
      'http://[::1]:3000/x',
      'http://127.1:3000/x',
    ]) {
      expect(kindOf(callback)).toBeNull();
    }
    for (const callback of [
      'http://localhost:3001/',
      'https://localhost:3000/',
      'http://127.0.0.1.evil.example:3000/',
      'https://www.rentenkompass.de/',
    ]) {
      expect(kindOf(callback)).toBe('login/callback');
    }
  });
});
