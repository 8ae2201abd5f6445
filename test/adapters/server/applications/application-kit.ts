import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEMO_CATALOGUE_FILE } from '../../../../adapters/catalogue/catalogue-location';
import { FileTariffCatalogue } from '../../../../adapters/catalogue/file-tariff-catalogue.adapter';
import { HttpInsurerGateway } from '../../../../adapters/insurer/http-insurer-gateway.adapter';
import {
  DemoInsurerLedger,
  demoInsurerPlugin,
} from '../../../../adapters/server/routes/demo-insurer.plugin';
import type {
  ApplicationForm,
  ApplicationTariffChoice,
} from '../../../../domain/application/application-form';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../../fixtures/application/sample-application';
import { type ApiAnswer, call, cookieValue } from '../../../support/api-call';
import { freePort } from '../../../support/free-port';
import { PUBLIC_ORIGIN } from '../../../support/test-server';

export const ORIGIN = { origin: PUBLIC_ORIGIN };

/** GET /api/admin/applications/:reference with the admin token: the application's answer. */
export const adminApplicationOf = async (
  server: { readonly url: string },
  reference: string,
  adminToken: string,
): Promise<unknown> =>
  (
    await call(server, 'GET', `/api/admin/applications/${reference}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    })
  ).json;

/** A fresh idempotency key as the /online-contract page issues them. */
export const newKey = (): string => `test-key-${randomUUID()}`;

export interface SubmitOptions {
  readonly key?: string;
  readonly cookie?: string;
  readonly form?: ApplicationForm;
  readonly choice?: ApplicationTariffChoice;
  readonly consents?: Partial<typeof ALL_CONSENTS>;
}

/** POST /api/applications with the sample application (or overrides). */
export const submit = (
  server: { readonly url: string },
  options: SubmitOptions = {},
): Promise<ApiAnswer> =>
  call(server, 'POST', '/api/applications', {
    headers: { ...ORIGIN, ...(options.cookie === undefined ? {} : { cookie: options.cookie }) },
    json: {
      form: options.form ?? SAMPLE_FORM,
      choice: options.choice ?? SAMPLE_CHOICE,
      consents: { ...ALL_CONSENTS, ...options.consents },
      idempotencyKey: options.key ?? newKey(),
    },
  });

/** The rk_visitor cookie an answer set, as a Cookie header. */
export const visitorCookieOf = (answer: ApiAnswer): string => {
  const value = cookieValue(answer, 'rk_visitor');
  if (value === undefined) throw new Error('no visitor cookie');
  return `rk_visitor=${value}`;
};

/** The form with another last name (the demo insurer declines "Ablehnung"). */
export const formNamed = (lastName: string): ApplicationForm => ({
  ...SAMPLE_FORM,
  personal: { ...SAMPLE_FORM.personal, lastName },
});

/** A demo insurer of its own on `port` (as an insurer elsewhere), with the ledger to read. */
export const startDemoInsurer = async (
  port: number,
  ledger: DemoInsurerLedger = new DemoInsurerLedger(),
): Promise<{
  readonly app: FastifyInstance;
  readonly ledger: DemoInsurerLedger;
  readonly url: string;
}> => {
  const app = Fastify();
  await app.register(demoInsurerPlugin, {
    catalogue: new FileTariffCatalogue(DEMO_CATALOGUE_FILE),
    ledger,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, ledger, url: `http://127.0.0.1:${port}` };
};

/**
 * A demo insurer on a free port and the HTTP gateway to it, for the gateway's report tests;
 * `close` stops both.
 */
export const demoInsurerWithGateway = async (): Promise<{
  readonly insurer: Awaited<ReturnType<typeof startDemoInsurer>>;
  readonly gateway: HttpInsurerGateway;
  close(): Promise<void>;
}> => {
  const insurer = await startDemoInsurer(await freePort());
  const gateway = new HttpInsurerGateway(insurer.url, 5_000);
  return {
    insurer,
    gateway,
    close: async () => {
      await gateway.close();
      await insurer.app.close();
    },
  };
};
