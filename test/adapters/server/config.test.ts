import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ConfigFiles,
  nodeConfigFiles,
  readServerConfig,
} from '../../../adapters/server/config';

/** Files in memory: the secret file's text per path. */
const memoryFiles = (
  initial: Record<string, string> = {},
): ConfigFiles & { files: Map<string, string> } => {
  const files = new Map(Object.entries(initial));
  return {
    files,
    readText: (file) => files.get(file) ?? null,
    createPrivate: (file, text) => {
      if (files.has(file)) throw new Error('EEXIST');
      files.set(file, text);
    },
  };
};

const SECRET = 's'.repeat(40);

describe('readServerConfig', () => {
  it('has a safe default for every setting', () => {
    const files = memoryFiles();
    const result = readServerConfig({}, files);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      publicUrl: 'http://localhost:3000',
      loginUrl: 'http://localhost:3000/login',
      sessionSecret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      brandName: 'Rentenkompass',
      brandAbbr: 'rk',
      logLevel: 'info',
      phoneNumber: '0800 123 45 67',
      // SPEC §7: 200 MB without UPLOAD_MAX_BYTES.
      uploadMaxBytes: 209_715_200,
      // Issue 30: 30 s per request, 32 KiB/s for uploads, 10 s keep-alive, 60 s idle, 64 per IP.
      connections: {
        requestTimeoutMs: 30_000,
        uploadMinBytesPerSecond: 32_768,
        keepAliveTimeoutMs: 10_000,
        idleTimeoutMs: 60_000,
        maxConnectionsPerIp: 64,
        pageShedEventLoopDelayMs: 1_000,
        // Issue 31: one render worker per core (at most 4), 64 pages queued per worker.
        renderWorkers: Math.max(1, Math.min(4, os.availableParallelism())),
        renderQueueLimit: 64,
      },
      // Issue 32: pages on another host go to PUBLIC_URL's.
      redirectToPublicHost: true,
    });
    expect(files.files.get(path.join('./data', 'session-secret'))).toBe(
      `${result.value.sessionSecret}\n`,
    );
  });

  it('takes every setting from the environment, trimming slashes and blanks', () => {
    const result = readServerConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/rk',
        PUBLIC_URL: 'https://www.rentenkompass.de/',
        LOGIN_URL: 'https://login.rentenkompass.de/sso/',
        SESSION_SECRET: ` ${SECRET} `,
        BRAND_NAME: 'Vorsorgeblick',
        BRAND_ABBR: 'vb',
        LOG_LEVEL: 'WARN',
        PHONE_NUMBER: '0800 999 00 11',
        UPLOAD_MAX_BYTES: ' 4194304 ',
        REQUEST_TIMEOUT_MS: '20000',
        UPLOAD_MIN_BYTES_PER_SECOND: '65536',
        KEEP_ALIVE_TIMEOUT_MS: '75000',
        IDLE_TIMEOUT_MS: '120000',
        MAX_CONNECTIONS_PER_IP: '0',
        PAGE_SHED_EVENT_LOOP_DELAY_MS: '0',
        RENDER_WORKERS: '3',
        RENDER_QUEUE_LIMIT: '10',
        PUBLIC_HOST_REDIRECT: '0',
      },
      memoryFiles(),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        port: 8080,
        host: '0.0.0.0',
        dataDir: '/var/lib/rk',
        publicUrl: 'https://www.rentenkompass.de',
        loginUrl: 'https://login.rentenkompass.de/sso',
        sessionSecret: SECRET,
        brandName: 'Vorsorgeblick',
        brandAbbr: 'vb',
        logLevel: 'warn',
        phoneNumber: '0800 999 00 11',
        uploadMaxBytes: 4_194_304,
        connections: {
          requestTimeoutMs: 20_000,
          uploadMinBytesPerSecond: 65_536,
          keepAliveTimeoutMs: 75_000,
          idleTimeoutMs: 120_000,
          maxConnectionsPerIp: 0,
          pageShedEventLoopDelayMs: 0,
          renderWorkers: 3,
          renderQueueLimit: 10,
        },
        redirectToPublicHost: false,
      },
    });
  });

  it('takes PUBLIC_HOST_REDIRECT 0 or 1 and refuses anything else in German', () => {
    const env = { SESSION_SECRET: SECRET };
    const off = readServerConfig({ ...env, PUBLIC_HOST_REDIRECT: '0' }, memoryFiles());
    expect(off.ok && off.value.redirectToPublicHost).toBe(false);
    const bad = readServerConfig({ ...env, PUBLIC_HOST_REDIRECT: 'ja' }, memoryFiles());
    expect(bad).toEqual({
      ok: false,
      error: {
        kind: 'config/invalid',
        message: 'PUBLIC_HOST_REDIRECT muss 0 oder 1 sein, nicht „ja“.',
      },
    });
  });

  it('takes METRICS_PORT from 1 to 65535 other than PORT, unset by default, and refuses the rest in German', () => {
    const env = { SESSION_SECRET: SECRET, PORT: '3000' };
    const unset = readServerConfig(env, memoryFiles());
    expect(unset.ok && unset.value.metricsPort).toBeUndefined();
    const set = readServerConfig({ ...env, METRICS_PORT: ' 9464 ' }, memoryFiles());
    expect(set.ok && set.value.metricsPort).toBe(9464);
    for (const text of ['0', '65536', '3000', 'neun', '-1', '94.64']) {
      expect(readServerConfig({ ...env, METRICS_PORT: text }, memoryFiles())).toEqual({
        ok: false,
        error: {
          kind: 'config/invalid',
          message: `METRICS_PORT muss eine Zahl von 1 bis 65535 sein, verschieden von PORT (3000), nicht „${text}“.`,
        },
      });
    }
  });

  it('takes RENDER_WORKERS from 0 to 64', () => {
    const env = { SESSION_SECRET: SECRET };
    const none = readServerConfig({ ...env, RENDER_WORKERS: '0' }, memoryFiles());
    expect(none.ok && none.value.connections.renderWorkers).toBe(0);
    expect(readServerConfig({ ...env, RENDER_WORKERS: '65' }, memoryFiles()).ok).toBe(false);
  });

  it('derives PUBLIC_URL and LOGIN_URL from PORT and PUBLIC_URL', () => {
    const byPort = readServerConfig({ PORT: '4000', SESSION_SECRET: SECRET }, memoryFiles());
    expect(byPort.ok && [byPort.value.publicUrl, byPort.value.loginUrl]).toEqual([
      'http://localhost:4000',
      'http://localhost:4000/login',
    ]);
    const byPublic = readServerConfig(
      { PUBLIC_URL: 'https://portal.example', SESSION_SECRET: SECRET },
      memoryFiles(),
    );
    expect(byPublic.ok && byPublic.value.loginUrl).toBe('https://portal.example/login');
  });

  it.each([
    ['1024', 1024],
    ['209715200', 209_715_200],
    ['', 209_715_200],
  ])('reads UPLOAD_MAX_BYTES=%j as a cap of %d bytes', (text, bytes) => {
    const result = readServerConfig(
      { UPLOAD_MAX_BYTES: text, SESSION_SECRET: SECRET },
      memoryFiles(),
    );
    expect(result.ok && result.value.uploadMaxBytes).toBe(bytes);
  });

  it('reuses the kept session secret instead of making a new one', () => {
    const files = memoryFiles({ [path.join('/d', 'session-secret')]: `${SECRET}\n` });
    const result = readServerConfig({ DATA_DIR: '/d' }, files);
    expect(result.ok && result.value.sessionSecret).toBe(SECRET);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT muss eine Zahl von 0 bis 65535 sein, nicht „abc“.'],
    [{ PORT: '70000' }, 'PORT muss eine Zahl von 0 bis 65535 sein, nicht „70000“.'],
    [{ PORT: '-1' }, 'PORT muss eine Zahl von 0 bis 65535 sein, nicht „-1“.'],
    [
      { PUBLIC_URL: 'ftp://x.example' },
      'PUBLIC_URL muss eine http(s)-Adresse sein, nicht „ftp://x.example“.',
    ],
    [
      { PUBLIC_URL: 'localhost:3000' },
      'PUBLIC_URL muss eine http(s)-Adresse sein, nicht „localhost:3000“.',
    ],
    [
      { PUBLIC_URL: 'https://a.example/?x=1' },
      'PUBLIC_URL muss eine http(s)-Adresse sein, nicht „https://a.example/?x=1“.',
    ],
    [
      { LOGIN_URL: 'javascript:alert(1)' },
      'LOGIN_URL muss eine http(s)-Adresse sein, nicht „javascript:alert(1)“.',
    ],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL muss einer von debug, info, warn, error sein, nicht „verbose“.',
    ],
    [
      { BRAND_ABBR: 'R K' },
      'BRAND_ABBR muss aus 1 bis 10 Kleinbuchstaben/Ziffern bestehen, nicht „R K“.',
    ],
    [{ SESSION_SECRET: 'kurz' }, 'SESSION_SECRET muss mindestens 32 Zeichen lang sein.'],
    [
      { UPLOAD_MAX_BYTES: 'abc' },
      'UPLOAD_MAX_BYTES muss eine ganze Zahl von 1024 bis 209715200 (Bytes) sein, nicht „abc“.',
    ],
    [
      { UPLOAD_MAX_BYTES: '0' },
      'UPLOAD_MAX_BYTES muss eine ganze Zahl von 1024 bis 209715200 (Bytes) sein, nicht „0“.',
    ],
    [
      { UPLOAD_MAX_BYTES: '-1' },
      'UPLOAD_MAX_BYTES muss eine ganze Zahl von 1024 bis 209715200 (Bytes) sein, nicht „-1“.',
    ],
    [
      { UPLOAD_MAX_BYTES: '1023' },
      'UPLOAD_MAX_BYTES muss eine ganze Zahl von 1024 bis 209715200 (Bytes) sein, nicht „1023“.',
    ],
    [
      { UPLOAD_MAX_BYTES: '209715201' },
      'UPLOAD_MAX_BYTES muss eine ganze Zahl von 1024 bis 209715200 (Bytes) sein, nicht „209715201“.',
    ],
    [
      { UPLOAD_MAX_BYTES: '4.5' },
      'UPLOAD_MAX_BYTES muss eine ganze Zahl von 1024 bis 209715200 (Bytes) sein, nicht „4.5“.',
    ],
    [
      { UPLOAD_MAX_BYTES: '4e6' },
      'UPLOAD_MAX_BYTES muss eine ganze Zahl von 1024 bis 209715200 (Bytes) sein, nicht „4e6“.',
    ],
    [
      { UPLOAD_MAX_BYTES: '0x400000' },
      'UPLOAD_MAX_BYTES muss eine ganze Zahl von 1024 bis 209715200 (Bytes) sein, nicht „0x400000“.',
    ],
    [
      { UPLOAD_MAX_BYTES: '4 MB' },
      'UPLOAD_MAX_BYTES muss eine ganze Zahl von 1024 bis 209715200 (Bytes) sein, nicht „4 MB“.',
    ],
    [
      { UPLOAD_MAX_BYTES: '99999999999999999999' },
      'UPLOAD_MAX_BYTES muss eine ganze Zahl von 1024 bis 209715200 (Bytes) sein, nicht „99999999999999999999“.',
    ],
    [
      { REQUEST_TIMEOUT_MS: '500' },
      'REQUEST_TIMEOUT_MS muss eine ganze Zahl von 1000 bis 600000 (Millisekunden) sein, nicht „500“.',
    ],
    [
      { UPLOAD_MIN_BYTES_PER_SECOND: '1k' },
      'UPLOAD_MIN_BYTES_PER_SECOND muss eine ganze Zahl von 1024 bis 104857600 (Bytes je Sekunde) sein, nicht „1k“.',
    ],
    [
      { MAX_CONNECTIONS_PER_IP: '-1' },
      'MAX_CONNECTIONS_PER_IP muss eine ganze Zahl von 0 bis 100000 (Verbindungen) sein, nicht „-1“.',
    ],
    [
      { PAGE_SHED_EVENT_LOOP_DELAY_MS: 'viel' },
      'PAGE_SHED_EVENT_LOOP_DELAY_MS muss eine ganze Zahl von 0 bis 60000 (Millisekunden) sein, nicht „viel“.',
    ],
  ])('refuses %j with a one-line message', (env, message) => {
    expect(readServerConfig(env, memoryFiles())).toEqual({
      ok: false,
      error: { kind: 'config/invalid', message },
    });
  });

  it('writes the generated secret to DATA_DIR/session-secret with mode 0600 and reads it back', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rk-config-')), 'nested');
    try {
      const first = readServerConfig({ DATA_DIR: dataDir }, nodeConfigFiles);
      const second = readServerConfig({ DATA_DIR: dataDir }, nodeConfigFiles);
      expect(first.ok && second.ok).toBe(true);
      if (!first.ok || !second.ok) return;
      expect(second.value.sessionSecret).toBe(first.value.sessionSecret);
      const stat = fs.statSync(path.join(dataDir, 'session-secret'));
      expect(stat.mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
