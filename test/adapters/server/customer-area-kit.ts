import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../fixtures/application/sample-application';
import type { Browser } from './auth/auth-test-server';
import { ERIKA } from './auth/login-steps';

// What the customer-area tests on the real server share: the second account, a page read as
// text, a sample application submitted, a form posted from a foreign origin.

/** The second account beside Erika, not in the points programme. */
export const MAX = {
  ...ERIKA,
  firstName: 'Max',
  lastName: 'Mustermann',
  email: 'max.mustermann@example.de',
  points: 'no',
} as const;

/** HTML as text with &amp; read back as &. */
export const html = (text: string): string => text.replaceAll('&amp;', '&');

/** A page's status and HTML, with &amp; read back as &. */
export const page = async (
  browser: Browser,
  path: string,
): Promise<{ status: number; text: string }> => {
  const answer = await browser.get(path);
  return { status: answer.status, text: html(await answer.text()) };
};

/** Submits the sample application as the browser's customer; answers its reference. */
export const submitSampleApplication = async (browser: Browser): Promise<string> => {
  const submitted = await browser.postJson('/api/applications', {
    form: SAMPLE_FORM,
    choice: SAMPLE_CHOICE,
    consents: ALL_CONSENTS,
    idempotencyKey: `test-key-${randomUUID()}`,
  });
  expect(submitted.status).toBe(200);
  return ((await submitted.json()) as { reference: string }).reference;
};

/** A form post with the customer's cookies from another site (the CSRF check refuses it). */
export const postFromForeignOrigin = (
  serverUrl: string,
  path: string,
  browser: Browser,
  fields: Readonly<Record<string, string>>,
): Promise<Response> =>
  fetch(`${serverUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
      cookie: browser.jar.headerFor('/'),
    },
    body: new URLSearchParams(fields).toString(),
  });
