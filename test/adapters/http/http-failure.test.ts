import { describe, expect, it } from 'vitest';
import { httpError, logLevelOf, statusDetailOf } from '../../../adapters/http/http-failure';
import type { HttpErrorKind } from '../../../ports/http-client.port';

const context = { method: 'POST', url: 'https://x/api/bpm', durationMs: 12 } as const;

describe('httpError', () => {
  it('extends the message with method, url, status and duration (SPEC §8)', () => {
    const error = httpError('http/status', context, 'Bitte geben Sie ein Datum ein.', 400, {
      a: 1,
    });
    expect(error).toEqual({
      kind: 'http/status',
      message: 'POST https://x/api/bpm → 400 in 12 ms: Bitte geben Sie ein Datum ein.',
      method: 'POST',
      url: 'https://x/api/bpm',
      status: 400,
      durationMs: 12,
      body: { a: 1 },
    });
  });

  it('says "no response" without a status and shortens long details', () => {
    const error = httpError('http/network', context, 'x'.repeat(500));
    expect(error.message).toBe(
      `POST https://x/api/bpm → no response in 12 ms: ${'x'.repeat(200)}…`,
    );
    expect(error).not.toHaveProperty('body');
  });
});

describe('logLevelOf (SPEC §8)', () => {
  const level = (kind: HttpErrorKind, status: number | null) =>
    logLevelOf(httpError(kind, context, '', status));

  it.each([
    ['http/status', 400, 'warn'],
    ['http/status', 499, 'warn'],
    ['http/status', 399, 'error'],
    ['http/status', 500, 'error'],
    ['http/cancelled', null, 'warn'],
    ['http/network', null, 'error'],
    ['http/timeout', null, 'error'],
    ['http/too-large', 200, 'error'],
    ['http/invalid-response', 200, 'error'],
  ] as const)('%s %s → %s', (kind, status, expected) => {
    expect(level(kind, status)).toBe(expected);
  });
});

describe('statusDetailOf', () => {
  it.each([
    [{ error: { kind: 'age/too-old', message: 'Zu alt.' } }, 'Zu alt.'],
    [{ status: 'unavailable' }, '{"status":"unavailable"}'],
    ['  Bad Gateway \n', 'Bad Gateway'],
    ['', 'HTTP 502'],
    [null, 'HTTP 502'],
  ])('%j → %s', (body, expected) => {
    expect(statusDetailOf(body, 502)).toBe(expected);
  });
});
