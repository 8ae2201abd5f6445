import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CHOICE, SAMPLE_FORM } from '../../fixtures/application/sample-application';
import { startTestServer, type TestServer } from '../../support/test-server';

// The demo insurer inside the portal's server (/demo-insurer, without INSURER_URL) refuses what
// does not fit with the API's error shape and a German message, never with a 500. The fuzz run of
// its routes (test/fuzz) found English `{ error: 'reference mismatch' }` answers and a hand-over
// whose search query was a number answered 500.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ removeDataDir: true, listen: false });
});
afterAll(() => server.close());

const post = async (url: string, body: unknown, key?: string) => {
  const answer = await server.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: JSON.stringify(body),
  });
  return { status: answer.statusCode, json: JSON.parse(answer.body) as unknown };
};

const REFERENCE = 'RK-2026-ABCDEFGH';

describe('the demo insurer’s refusals', () => {
  it('answers a report for another application 400 with the error shape', async () => {
    const identification = await post(`/demo-insurer/applications/${REFERENCE}/identification`, {
      reference: 'RK-2026-ZZZZZZZZ',
      type: 'ausweiskopie',
      status: 'inReview',
      identifiedAt: '2026-03-15T10:00:00Z',
    });
    expect(identification).toEqual({
      status: 400,
      json: {
        error: {
          kind: 'insurer/reference-mismatch',
          message: 'Die Antragsnummer im Pfad und im Inhalt stimmen nicht überein.',
        },
      },
    });
    const payInMore = await post(
      `/demo-insurer/applications/${REFERENCE}/pay-in-more`,
      {
        reference: REFERENCE,
        requestId: 'p-1',
        oneTimeCents: null,
        monthlyIncreaseCents: null,
        requestedAt: '2026-03-15T10:00:00Z',
      },
      `${REFERENCE}.pay-in-more.p-1`,
    );
    expect(payInMore).toMatchObject({
      status: 400,
      json: { error: { kind: 'insurer/no-amount' } },
    });
  });

  it('answers a hand-over whose parts have the wrong types 400, not 500', async () => {
    for (const choice of [
      { ...SAMPLE_CHOICE, searchQuery: -1177691361 },
      { ...SAMPLE_CHOICE, tariffId: [] },
      'schicht3',
    ]) {
      const answer = await post(
        '/demo-insurer/applications',
        { reference: REFERENCE, form: SAMPLE_FORM, choice, insuranceStart: '2026-04-01' },
        `${REFERENCE}.hand-over`,
      );
      expect(answer).toMatchObject({
        status: 400,
        json: { error: { kind: 'request/validation' } },
      });
    }
  });
});
