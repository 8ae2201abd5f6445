import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_UPLOAD_MAX_BYTES,
  MIN_UPLOAD_MAX_BYTES,
} from '../../domain/documents/uploaded-document';
import { err, ok, type Result } from '../../domain/result';
import type { LogLevel } from '../../ports/logger.port';
import { catalogueFileOf } from '../catalogue/catalogue-location';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from './connection-limits';
import { deliverySettingsOf } from './delivery-config';
import { metricsPortOf } from './metrics-config';
import type { ServerConfig } from './server-deps';

/** The few file operations the configuration needs: keeping the generated session secret. */
export interface ConfigFiles {
  /** The file's text, or null when it does not exist. */
  readText(file: string): string | null;
  /** Creates the file (and its folder) readable by the owner only; fails when it exists. */
  createPrivate(file: string, text: string): void;
}

export interface ConfigError {
  readonly kind: 'config/invalid';
  readonly message: string;
}

export const SESSION_SECRET_FILE = 'session-secret';
const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];
const MIN_SECRET_LENGTH = 32;
/** A free demo hotline (0800 numbers are toll-free in Germany); set PHONE_NUMBER in production. */
export const DEMO_PHONE_NUMBER = '0800 123 45 67';

/** The real file system; the secret file gets mode 0600. */
export const nodeConfigFiles: ConfigFiles = {
  readText(file) {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  },
  createPrivate(file, text) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
  },
};

const invalid = (message: string): Result<never, ConfigError> =>
  err({ kind: 'config/invalid', message });

const setting = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

/** An absolute http(s) URL without query, fragment and trailing slash, or null. */
const baseUrlOf = (text: string): string | null => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
    return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
};

/** SESSION_SECRET from the environment, else the kept file, else a new one written to that file. */
const sessionSecretOf = (
  env: NodeJS.ProcessEnv,
  dataDir: string,
  files: ConfigFiles,
): Result<string, ConfigError> => {
  const given = setting(env, 'SESSION_SECRET');
  if (given !== undefined) {
    return given.length >= MIN_SECRET_LENGTH
      ? ok(given)
      : invalid(`SESSION_SECRET muss mindestens ${MIN_SECRET_LENGTH} Zeichen lang sein.`);
  }
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  const kept = files.readText(file)?.trim();
  if (kept !== undefined && kept.length >= MIN_SECRET_LENGTH) return ok(kept);
  if (kept !== undefined) return invalid(`${file} enthält kein gültiges Geheimnis.`);
  const secret = randomBytes(32).toString('base64url');
  try {
    files.createPrivate(file, `${secret}\n`);
  } catch (e) {
    // Another process created it first: use theirs, so both agree.
    const raced = files.readText(file)?.trim();
    if (raced !== undefined && raced.length >= MIN_SECRET_LENGTH) return ok(raced);
    return invalid(`${file} kann nicht geschrieben werden: ${(e as Error).message}`);
  }
  return ok(secret);
};

/**
 * Every setting from the environment with its safe default (README "Configuration"): PORT 3000,
 * HOST 127.0.0.1, DATA_DIR ./data, PUBLIC_URL http://localhost:PORT, LOGIN_URL PUBLIC_URL/login,
 * SESSION_SECRET generated and kept in DATA_DIR/session-secret, BRAND_NAME Rentenkompass,
 * BRAND_ABBR rk, LOG_LEVEL info, PHONE_NUMBER the demo hotline, UPLOAD_MAX_BYTES 209715200,
 * REQUEST_TIMEOUT_MS 30000, UPLOAD_MIN_BYTES_PER_SECOND 32768, KEEP_ALIVE_TIMEOUT_MS 10000,
 * IDLE_TIMEOUT_MS 60000, MAX_CONNECTIONS_PER_IP 64 (connection-limits.ts), PUBLIC_HOST_REDIRECT 1,
 * METRICS_PORT unset (metrics-config.ts).
 */
export const readServerConfig = (
  env: NodeJS.ProcessEnv,
  files: ConfigFiles = nodeConfigFiles,
): Result<ServerConfig, ConfigError> => {
  const portText = setting(env, 'PORT') ?? '3000';
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) {
    return invalid(`PORT muss eine Zahl von 0 bis 65535 sein, nicht „${portText}“.`);
  }
  const host = setting(env, 'HOST') ?? '127.0.0.1';
  const dataDir = setting(env, 'DATA_DIR') ?? './data';

  const publicText = setting(env, 'PUBLIC_URL') ?? `http://localhost:${port}`;
  const publicUrl = baseUrlOf(publicText);
  if (publicUrl === null) {
    return invalid(`PUBLIC_URL muss eine http(s)-Adresse sein, nicht „${publicText}“.`);
  }
  const loginText = setting(env, 'LOGIN_URL') ?? `${publicUrl}/login`;
  const loginUrl = baseUrlOf(loginText);
  if (loginUrl === null) {
    return invalid(`LOGIN_URL muss eine http(s)-Adresse sein, nicht „${loginText}“.`);
  }

  const logLevel = (setting(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    return invalid(`LOG_LEVEL muss einer von ${LOG_LEVELS.join(', ')} sein, nicht „${logLevel}“.`);
  }
  const brandAbbr = setting(env, 'BRAND_ABBR') ?? 'rk';
  if (!/^[a-z][a-z0-9]{0,9}$/.test(brandAbbr)) {
    return invalid(
      `BRAND_ABBR muss aus 1 bis 10 Kleinbuchstaben/Ziffern bestehen, nicht „${brandAbbr}“.`,
    );
  }

  const uploadMaxBytes = uploadMaxBytesOf(env);
  if (!uploadMaxBytes.ok) return uploadMaxBytes;

  const connections = connectionLimitsOf(env);
  if (!connections.ok) return connections;

  const sessionSecret = sessionSecretOf(env, dataDir, files);
  if (!sessionSecret.ok) return sessionSecret;

  const applications = applicationSettingsOf(env);
  if (!applications.ok) return applications;
  const delivery = deliverySettingsOf(env, files);
  if (!delivery.ok) return delivery;

  const metrics = metricsPortOf(setting(env, 'METRICS_PORT'), port);
  if (!metrics.ok) return metrics;
  const redirectText = setting(env, 'PUBLIC_HOST_REDIRECT') ?? '1';
  if (redirectText !== '0' && redirectText !== '1') {
    return invalid(`PUBLIC_HOST_REDIRECT muss 0 oder 1 sein, nicht „${redirectText}“.`);
  }

  return ok({
    port,
    host,
    dataDir,
    publicUrl,
    loginUrl,
    sessionSecret: sessionSecret.value,
    brandName: setting(env, 'BRAND_NAME') ?? 'Rentenkompass',
    brandAbbr,
    logLevel: logLevel as LogLevel,
    phoneNumber: setting(env, 'PHONE_NUMBER') ?? DEMO_PHONE_NUMBER,
    uploadMaxBytes: uploadMaxBytes.value,
    connections: connections.value,
    redirectToPublicHost: redirectText === '1',
    ...applications.value,
    ...delivery.value,
    ...metrics.value,
  });
};

/**
 * UPLOAD_MAX_BYTES: the cap of one customer document upload in bytes, a whole number from 1024
 * (1 KB) up to SPEC §7's maximum body of 209715200 (200 MB, also the default): it can lower the
 * cap (the tests send a few MB instead of 200), never raise it past what the spec allows.
 */
const uploadMaxBytesOf = (env: NodeJS.ProcessEnv): Result<number, ConfigError> => {
  const text = setting(env, 'UPLOAD_MAX_BYTES');
  if (text === undefined) return ok(DEFAULT_UPLOAD_MAX_BYTES);
  const bytes = /^\d{1,12}$/.test(text) ? Number(text) : Number.NaN;
  return bytes >= MIN_UPLOAD_MAX_BYTES && bytes <= DEFAULT_UPLOAD_MAX_BYTES
    ? ok(bytes)
    : invalid(
        `UPLOAD_MAX_BYTES muss eine ganze Zahl von ${MIN_UPLOAD_MAX_BYTES} bis ${DEFAULT_UPLOAD_MAX_BYTES} (Bytes) sein, nicht „${text}“.`,
      );
};

/** A whole number setting from `min` to `max`, or its default when unset. */
const wholeNumberOf = (
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
  unit: string,
): Result<number, ConfigError> => {
  const text = setting(env, name);
  if (text === undefined) return ok(fallback);
  const value = /^\d{1,12}$/.test(text) ? Number(text) : Number.NaN;
  return value >= min && value <= max
    ? ok(value)
    : invalid(
        `${name} muss eine ganze Zahl von ${min} bis ${max} (${unit}) sein, nicht „${text}“.`,
      );
};

/**
 * The slow-client limits (connection-limits.ts): REQUEST_TIMEOUT_MS 1000–600000,
 * UPLOAD_MIN_BYTES_PER_SECOND 1024–104857600, KEEP_ALIVE_TIMEOUT_MS 1000–600000,
 * IDLE_TIMEOUT_MS 1000–3600000, MAX_CONNECTIONS_PER_IP 0 (no cap, e.g. behind a proxy that caps)
 * to 100000, PAGE_SHED_EVENT_LOOP_DELAY_MS 0 (off) to 60000, RENDER_WORKERS 0 (render on the main
 * thread) to 64 (default: one per core, at most 4), RENDER_QUEUE_LIMIT 1 to 10000 (default 64).
 */
const CONNECTION_SETTINGS: readonly (readonly [
  keyof ConnectionLimits,
  string,
  number,
  number,
  string,
])[] = [
  ['requestTimeoutMs', 'REQUEST_TIMEOUT_MS', 1_000, 600_000, 'Millisekunden'],
  [
    'uploadMinBytesPerSecond',
    'UPLOAD_MIN_BYTES_PER_SECOND',
    1_024,
    104_857_600,
    'Bytes je Sekunde',
  ],
  ['keepAliveTimeoutMs', 'KEEP_ALIVE_TIMEOUT_MS', 1_000, 600_000, 'Millisekunden'],
  ['idleTimeoutMs', 'IDLE_TIMEOUT_MS', 1_000, 3_600_000, 'Millisekunden'],
  ['maxConnectionsPerIp', 'MAX_CONNECTIONS_PER_IP', 0, 100_000, 'Verbindungen'],
  ['pageShedEventLoopDelayMs', 'PAGE_SHED_EVENT_LOOP_DELAY_MS', 0, 60_000, 'Millisekunden'],
  ['renderWorkers', 'RENDER_WORKERS', 0, 64, 'Threads'],
  ['renderQueueLimit', 'RENDER_QUEUE_LIMIT', 1, 10_000, 'Seiten'],
];

const connectionLimitsOf = (env: NodeJS.ProcessEnv): Result<ConnectionLimits, ConfigError> => {
  const limits: Record<keyof ConnectionLimits, number> = { ...DEFAULT_CONNECTION_LIMITS };
  // In this order: the first setting out of range is the one refused.
  for (const [key, name, min, max, unit] of CONNECTION_SETTINGS) {
    const value = wholeNumberOf(env, name, DEFAULT_CONNECTION_LIMITS[key], min, max, unit);
    if (!value.ok) return value;
    limits[key] = value.value;
  }
  return ok(limits);
};

const MIN_ADMIN_TOKEN_LENGTH = 32;

/**
 * The application hand-over's settings, each optional: INSURER_URL (default: the server's own
 * demo insurer), ADMIN_TOKEN (no admin API without it; at least 32 characters); SMTP_URL and the
 * SMS gateway in delivery-config.ts.
 */
const applicationSettingsOf = (
  env: NodeJS.ProcessEnv,
): Result<Pick<ServerConfig, 'insurerUrl' | 'adminToken'>, ConfigError> => {
  const insurerText = setting(env, 'INSURER_URL');
  const insurerUrl = insurerText === undefined ? undefined : baseUrlOf(insurerText);
  if (insurerUrl === null) {
    return invalid(`INSURER_URL muss eine http(s)-Adresse sein, nicht „${insurerText}“.`);
  }
  const adminToken = setting(env, 'ADMIN_TOKEN');
  if (adminToken !== undefined && adminToken.length < MIN_ADMIN_TOKEN_LENGTH) {
    return invalid(`ADMIN_TOKEN muss mindestens ${MIN_ADMIN_TOKEN_LENGTH} Zeichen lang sein.`);
  }
  return ok({
    ...(insurerUrl === undefined ? {} : { insurerUrl }),
    ...(adminToken === undefined ? {} : { adminToken }),
  });
};

/**
 * CATALOGUE_FILE: the tariff catalogue (JSON) the comparison loads, relative to the working
 * directory; default the built-in demo catalogue (adapters/catalogue/demo-catalogue.json).
 */
export const readCatalogueFile = (env: NodeJS.ProcessEnv): string => catalogueFileOf(env);
