import { describe, expect, it } from 'vitest';
import { type ConfigFiles, readServerConfig } from '../../../adapters/server/config';

const SECRET = 's'.repeat(40);
const CA = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

/** Files in memory: the CA file's text per path. */
const filesWith = (initial: Record<string, string> = {}): ConfigFiles => ({
  readText: (file) => initial[file] ?? null,
  createPrivate: () => {
    throw new Error('not expected');
  },
});

const read = (env: NodeJS.ProcessEnv, files: ConfigFiles = filesWith()) =>
  readServerConfig({ SESSION_SECRET: SECRET, ...env }, files);

const refusal = (env: NodeJS.ProcessEnv, files?: ConfigFiles): string => {
  const result = read(env, files);
  return result.ok ? 'accepted' : result.error.message;
};

describe('SMTP and SMS settings', () => {
  it('leaves mail and SMS on files when nothing is set', () => {
    const result = read({});
    expect(result.ok && result.value).not.toHaveProperty('smtpUrl');
    expect(result.ok && result.value).not.toHaveProperty('smsUrl');
    expect(result.ok && result.value).not.toHaveProperty('smtpTlsCa');
  });

  it('reads SMTP_URL with the PEM text of SMTP_TLS_CA', () => {
    const result = read(
      { SMTP_URL: 'smtp://mail.example:587?requireTLS=true', SMTP_TLS_CA: '/etc/rk/ca.pem' },
      filesWith({ '/etc/rk/ca.pem': CA }),
    );
    expect(result.ok && result.value).toMatchObject({
      smtpUrl: 'smtp://mail.example:587?requireTLS=true',
      smtpTlsCa: CA,
    });
  });

  it('refuses a bad SMTP_URL or SMTP_TLS_CA in German', () => {
    expect(refusal({ SMTP_URL: 'http://mail.example' })).toBe(
      'SMTP_URL muss mit smtp:// oder smtps:// beginnen.',
    );
    expect(refusal({ SMTP_TLS_CA: '/etc/rk/ca.pem' })).toBe(
      'SMTP_TLS_CA gilt nur zusammen mit SMTP_URL.',
    );
    expect(refusal({ SMTP_URL: 'smtp://mail.example', SMTP_TLS_CA: '/nowhere.pem' })).toBe(
      'SMTP_TLS_CA: die Datei /nowhere.pem gibt es nicht.',
    );
    expect(
      refusal(
        { SMTP_URL: 'smtp://mail.example', SMTP_TLS_CA: '/etc/rk/key.pem' },
        filesWith({ '/etc/rk/key.pem': '-----BEGIN PRIVATE KEY-----\n' }),
      ),
    ).toBe('SMTP_TLS_CA: /etc/rk/key.pem enthält kein Zertifikat im PEM-Format.');
  });

  it('reads SMS_URL with SMS_TOKEN', () => {
    const result = read({ SMS_URL: 'https://sms.example/v1/messages', SMS_TOKEN: 'tok-123' });
    expect(result.ok && result.value).toMatchObject({
      smsUrl: 'https://sms.example/v1/messages',
      smsToken: 'tok-123',
    });
  });

  it('refuses a bad SMS_URL, a missing or lone SMS_TOKEN in German', () => {
    expect(refusal({ SMS_URL: 'ftp://sms.example', SMS_TOKEN: 't' })).toBe(
      'SMS_URL muss eine http(s)-Adresse ohne Benutzer und Passwort sein, nicht „ftp://sms.example“.',
    );
    expect(refusal({ SMS_URL: 'https://user:pw@sms.example', SMS_TOKEN: 't' })).toContain(
      'SMS_URL muss eine http(s)-Adresse',
    );
    expect(refusal({ SMS_URL: 'kein url', SMS_TOKEN: 't' })).toContain('nicht „kein url“');
    expect(refusal({ SMS_URL: 'https://sms.example' })).toBe(
      'Zu SMS_URL gehört SMS_TOKEN, das Bearer-Token des SMS-Anbieters.',
    );
    expect(refusal({ SMS_TOKEN: 'tok' })).toBe('SMS_TOKEN gilt nur zusammen mit SMS_URL.');
    expect(refusal({ SMS_URL: 'https://sms.example', SMS_TOKEN: 'tök' })).toBe(
      'SMS_TOKEN darf nur sichtbare ASCII-Zeichen enthalten (keine Leerzeichen).',
    );
  });
});
