import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENSION_GAP_MESSAGES } from '../../../../domain/pension-gap/pension-gap-input';
import { call } from '../../../support/api-call';
import { startTestServer, type TestServer } from '../../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const gap = (query: string) => call(server, 'GET', `/api/pension-gap?${query}`);

describe('GET /api/pension-gap', () => {
  it('answers the Rentenlückencheck for the page query (the worked example, 2026 figures)', async () => {
    const answer = await gap('age=40&gross=51.944&net=3.000&retireAt=67&childless=0');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      input: { age: 40, gross: 51944, net: 3000, retireAt: 67, share: 0.8 },
      statutory: { source: 'estimate', entgeltpunkte: 47, net: 1614.97 },
      gap: 785.03,
      capitalNeeded: 277652.67,
      monthlySaving: 587.32,
    });
  });

  it('refuses bad input with 400, the first German message and every field', async () => {
    const answer = await gap('age=17&net=&retireAt=71&share=80');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: {
        kind: 'pension-gap/invalid',
        message: PENSION_GAP_MESSAGES.age,
        fields: {
          age: PENSION_GAP_MESSAGES.age,
          gross: PENSION_GAP_MESSAGES.gross,
          net: PENSION_GAP_MESSAGES.net,
          retireAt: 'Der gewünschte Rentenbeginn muss zwischen 63 und 70 Jahren liegen.',
          childless: PENSION_GAP_MESSAGES.childless,
        },
      },
    });
  });

  it('refuses unknown or overlong parameters with the schema’s 400', async () => {
    const unknown = await gap('age=40&net=3000&retireAt=67&gross=1&x=1');
    expect(unknown.status).toBe(400);
    const long = await gap(`age=40&net=3000&retireAt=67&gross=${'1'.repeat(40)}`);
    expect(long.status).toBe(400);
    expect((long.json as { error: { kind: string } }).error.kind).toBeTypeOf('string');
  });
});
