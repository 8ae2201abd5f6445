import { expect } from 'vitest';
import { contentSecurityPolicyOf } from '../../../../adapters/server/security';
import type { ServerConfig } from '../../../../adapters/server/server-deps';
import type { RawAnswer } from './raw-http';

const CORRELATION = /^\d{13}-[A-Za-z0-9_-]+$/;

/** The headers every answer carries, regular or error. */
export const expectSecurityHeaders = (answer: RawAnswer, config: ServerConfig): void => {
  expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicyOf(config));
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['x-correlation-id']).toMatch(CORRELATION);
};

/** A JSON error answer: exact status, exactly `{ error: { kind, message } }`, the headers. */
export const expectJsonShape = (
  answer: RawAnswer,
  config: ServerConfig,
  status: number,
  kind: string,
  message: string,
): void => {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status,
    body: JSON.stringify({ error: { kind, message } }),
  });
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expectSecurityHeaders(answer, config);
};

/** An HTML error page: exact status, the German page with the message, the headers. */
export const expectHtmlShape = (
  answer: RawAnswer,
  config: ServerConfig,
  status: number,
  message: string,
): void => {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(answer.body).toMatch(/^<!doctype html><html lang="de">/);
  expect(answer.body).toContain(`<p>${message}</p>`);
  expect(answer.body).toContain('<a href="/">Zur Startseite</a>');
  expectSecurityHeaders(answer, config);
};
