import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../fixtures/application/sample-application';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Browser } from './auth/auth-test-server';
import { ERIKA, registerAndReturn } from './auth/login-steps';

/** The second account of the customer-area tests: no points member. */
export const MAX = {
  ...ERIKA,
  firstName: 'Max',
  lastName: 'Mustermann',
  email: 'max.mustermann@example.de',
  points: 'no',
} as const;

/** The real server with two registered accounts (Erika, a points member, and Max) and a guest. */
export interface CustomerAreaAccounts {
  readonly server: TestServer;
  readonly erika: Browser;
  readonly max: Browser;
  readonly guest: Browser;
}

export const startWithTwoAccounts = async (): Promise<CustomerAreaAccounts> => {
  const server = await startTestServer({
    removeDataDir: true,
    config: (origin) => ({ publicUrl: origin, loginUrl: `${origin}/login` }),
  });
  const erika = new Browser(server.url);
  const max = new Browser(server.url);
  await registerAndReturn(erika, ERIKA);
  await registerAndReturn(max, MAX);
  return { server, erika, max, guest: new Browser(server.url) };
};

/** Submits the sample application as the browser's customer; its reference. */
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

/** A page's HTML with `&amp;` read back, so URLs compare as written. */
export const htmlOf = (text: string): string => text.replaceAll('&amp;', '&');

/** GET of a page as the browser's customer: its status and HTML. */
export const pageOf = async (
  browser: Browser,
  path: string,
): Promise<{ status: number; text: string }> => {
  const answer = await browser.get(path);
  return { status: answer.status, text: htmlOf(await answer.text()) };
};
