import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../support/api-call';
import { startTestServer, type TestServer } from '../../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const points = (json: unknown) => call(server, 'POST', '/api/calculate-points', { json });

describe('POST /api/calculate-points', () => {
  it('answers the points of the domain rule', async () => {
    const monthly = await points({
      productType: 'ruerup',
      monthlyPayment: 100,
      deviceOutput: 'app',
    });
    expect(monthly.status).toBe(200);
    expect(monthly.json).toEqual({ points: 500 + 120 + 100 });
    const sofort = await points({
      productType: 'sofort',
      monthlyPayment: null,
      deviceOutput: 'desktop',
    });
    expect(sofort.json).toEqual({ points: 750 });
  });

  it('refuses a missing or out-of-range monthly payment with the German message', async () => {
    const missing = await points({
      productType: 'riester',
      monthlyPayment: null,
      deviceOutput: 'mobile',
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      error: {
        kind: 'points/monthly-payment',
        message: 'Bitte geben Sie einen monatlichen Beitrag an.',
      },
    });
    const negative = await points({
      productType: 'riester',
      monthlyPayment: -5,
      deviceOutput: 'mobile',
    });
    expect(negative.status).toBe(400);
    expect(negative.json).toMatchObject({ error: { kind: 'points/monthly-payment' } });
  });

  it.each([
    [{ productType: 'ruerup', deviceOutput: 'app' }, 'Das Feld „monthlyPayment“ fehlt.'],
    [{ monthlyPayment: 1, deviceOutput: 'app' }, 'Das Feld „productType“ fehlt.'],
    [
      { productType: 'ruerup', monthlyPayment: '100', deviceOutput: 'app' },
      'Das Feld „monthlyPayment“ hat den falschen Typ.',
    ],
    [
      { productType: 'ruerup', monthlyPayment: 1, deviceOutput: 'fax' },
      'Das Feld „deviceOutput“ hat einen unzulässigen Wert.',
    ],
    [
      { productType: 'ruerup', monthlyPayment: 1, deviceOutput: 'app', bonus: 1 },
      'Das Feld „bonus“ ist hier nicht erlaubt.',
    ],
  ])('refuses %j with 400', async (json, message) => {
    const answer = await points(json);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { kind: 'request/validation', message } });
  });
});
