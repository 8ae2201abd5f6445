import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import { MemoryIdentificationStore } from '../../../adapters/memory/memory-identification-store.adapter';
import { MemoryOutbox } from '../../../adapters/memory/memory-outbox.adapter';
import { HttpSms } from '../../../adapters/sms/http-sms.adapter';
import { makeSendIdentificationSms } from '../../../ports/use-cases/send-identification-sms.use-case';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
  sampleSignedOffer,
} from '../../fixtures/application/sample-application';
import { type FakeSmsProvider, startFakeSmsProvider } from './fake-sms-provider';

// The HTTP SMS gateway adapter against a real local HTTP server standing in for the provider,
// driven by the identification SMS use case and its outbox: a refused message is tried again.

const AT = '2026-11-26T10:00:00.000Z';
const REFERENCE = 'RK-2026-AAAAAAAA';
const TOKEN = 'sms-gateway-token-0001';
let provider: FakeSmsProvider;

beforeEach(async () => {
  provider = await startFakeSmsProvider();
});
afterEach(async () => provider.close());

const rig = async (sms: HttpSms) => {
  const applications = new MemoryApplicationStore();
  await applications.add(
    {
      reference: REFERENCE,
      owner: { accountId: 'erika', visitorId: 'v-1' },
      status: 'handedOver',
      form: SAMPLE_FORM,
      choice: SAMPLE_CHOICE,
      consents: ALL_CONSENTS,
      idempotencyKey: `k-${REFERENCE}`,
      submittedAt: AT,
      updatedAt: AT,
      signedOffer: sampleSignedOffer(AT),
    },
    [],
  );
  const outbox = new MemoryOutbox();
  const clock = new FixedClockAdapter(Temporal.Instant.from(AT));
  const send = makeSendIdentificationSms({
    outbox,
    clock,
    applications,
    identifications: new MemoryIdentificationStore(outbox),
    sms,
    publicUrl: 'https://portal.test/',
    brandName: 'Rentenkompass',
  });
  await outbox.enqueue({
    kind: 'identificationSms',
    key: REFERENCE,
    dueAt: clock.now().toString(),
  });
  return { outbox, clock, send };
};

describe('HttpSms (SMS_URL, SMS_TOKEN)', () => {
  it('posts the message as JSON with the bearer token and its id as idempotency key', async () => {
    const { send } = await rig(new HttpSms({ url: provider.url, token: TOKEN }));
    expect(await send(10)).toEqual({ done: 1, retried: 0, givenUp: 0 });
    expect(provider.requests).toHaveLength(1);
    const [request] = provider.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/messages');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    const messageId = '<RK-2026-AAAAAAAA.identificationSms@portal.test>';
    expect(request?.headers['idempotency-key']).toBe(messageId);
    const body = JSON.parse(request?.body ?? '{}') as Record<string, string>;
    expect(body.to).toBe('+49 170 1234567');
    expect(body.messageId).toBe(messageId);
    expect(body.text).toContain(
      'https://portal.test/kundenbereich/identifizierung?antrag=RK-2026-AAAAAAAA',
    );
  });

  it('keeps a refused message in the outbox and sends it on the retry, nothing lost', async () => {
    const { outbox, clock, send } = await rig(new HttpSms({ url: provider.url, token: TOKEN }));
    provider.failNext(2, 503);
    expect(await send(10)).toEqual({ done: 0, retried: 1, givenUp: 0 });
    expect(await outbox.pendingKeys('identificationSms')).toEqual([REFERENCE]);
    // Not due before its backoff (10 s, then 20 s: retry-policy.ts).
    expect(await send(10)).toEqual({ done: 0, retried: 0, givenUp: 0 });
    clock.advance({ seconds: 10 });
    expect(await send(10)).toEqual({ done: 0, retried: 1, givenUp: 0 });
    clock.advance({ seconds: 20 });
    expect(await send(10)).toEqual({ done: 1, retried: 0, givenUp: 0 });
    expect(await outbox.pendingKeys('identificationSms')).toEqual([]);
    expect(provider.requests).toHaveLength(3);
    // Every attempt is the same message: the gateway can drop a repeat by its key.
    expect(new Set(provider.requests.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    expect(new Set(provider.requests.map((r) => r.body)).size).toBe(1);
  });

  it('rejects with the status only, never the number or the answer', async () => {
    provider.failNext(1, 401);
    const sms = new HttpSms({ url: provider.url, token: 'wrong' });
    const sent = sms.send({ to: '+49 170 1234567', text: 'Hallo', messageId: '<x@portal.test>' });
    await expect(sent).rejects.toThrow(/^SMS gateway answered HTTP 401$/);
  });

  it('rejects when the gateway is not there', async () => {
    await provider.close();
    const sms = new HttpSms({ url: provider.url, token: TOKEN, timeoutMs: 2_000 });
    await expect(
      sms.send({ to: '+49 170 1234567', text: 'Hallo', messageId: '<x@portal.test>' }),
    ).rejects.toThrow();
    provider = await startFakeSmsProvider();
  });
});
