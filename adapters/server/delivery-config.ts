import { err, ok, type Result } from '../../domain/result';
import type { ConfigError, ConfigFiles } from './config';
import type { ServerConfig } from './server-deps';

type DeliverySettings = Pick<ServerConfig, 'smtpUrl' | 'smtpTlsCa' | 'smsUrl' | 'smsToken'>;

const invalid = (message: string): Result<never, ConfigError> =>
  err({ kind: 'config/invalid', message });

const setting = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

/** An http(s) URL without user or password (the token goes in SMS_TOKEN), or null. */
const gatewayUrlOf = (text: string): string | null => {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.hash !== '') return null;
  return url.href;
};

/**
 * How mail and text messages leave the server, each optional: SMTP_URL (smtp:// or smtps://;
 * default .eml files in DATA_DIR/outbox), SMTP_TLS_CA (a PEM file of the certificate authority
 * the mail server's certificate is checked against, read at start; only with SMTP_URL), SMS_URL
 * (the HTTP gateway's http(s) address; default text files in DATA_DIR/sms-outbox) and SMS_TOKEN
 * (its bearer token; required with SMS_URL and only with it).
 */
export const deliverySettingsOf = (
  env: NodeJS.ProcessEnv,
  files: ConfigFiles,
): Result<DeliverySettings, ConfigError> => {
  const smtpUrl = setting(env, 'SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    return invalid('SMTP_URL muss mit smtp:// oder smtps:// beginnen.');
  }
  const caFile = setting(env, 'SMTP_TLS_CA');
  let smtpTlsCa: string | undefined;
  if (caFile !== undefined) {
    if (smtpUrl === undefined) return invalid('SMTP_TLS_CA gilt nur zusammen mit SMTP_URL.');
    let text: string | null;
    try {
      text = files.readText(caFile);
    } catch (e) {
      return invalid(`SMTP_TLS_CA ${caFile} kann nicht gelesen werden: ${(e as Error).message}`);
    }
    if (text === null) return invalid(`SMTP_TLS_CA: die Datei ${caFile} gibt es nicht.`);
    if (!PEM_CERTIFICATE.test(text)) {
      return invalid(`SMTP_TLS_CA: ${caFile} enthält kein Zertifikat im PEM-Format.`);
    }
    smtpTlsCa = text;
  }

  const smsText = setting(env, 'SMS_URL');
  const smsUrl = smsText === undefined ? undefined : gatewayUrlOf(smsText);
  if (smsUrl === null) {
    return invalid(
      `SMS_URL muss eine http(s)-Adresse ohne Benutzer und Passwort sein, nicht „${smsText}“.`,
    );
  }
  const smsToken = setting(env, 'SMS_TOKEN');
  if (smsUrl !== undefined && smsToken === undefined) {
    return invalid('Zu SMS_URL gehört SMS_TOKEN, das Bearer-Token des SMS-Anbieters.');
  }
  if (smsUrl === undefined && smsToken !== undefined) {
    return invalid('SMS_TOKEN gilt nur zusammen mit SMS_URL.');
  }
  if (smsToken !== undefined && !/^[\x21-\x7e]+$/.test(smsToken)) {
    return invalid('SMS_TOKEN darf nur sichtbare ASCII-Zeichen enthalten (keine Leerzeichen).');
  }
  return ok({
    ...(smtpUrl === undefined ? {} : { smtpUrl }),
    ...(smtpTlsCa === undefined ? {} : { smtpTlsCa }),
    ...(smsUrl === undefined || smsToken === undefined ? {} : { smsUrl, smsToken }),
  });
};
