import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENSION_INSURANCE_MESSAGES } from '../../../../domain/calculators/pension-insurance-calculator';
import { RIESTER_CALCULATOR_MESSAGES } from '../../../../domain/calculators/riester-calculator';
import { RUERUP_CALCULATOR_MESSAGES } from '../../../../domain/calculators/ruerup-calculator';
import { call } from '../../../support/api-call';
import { startTestServer, type TestServer } from '../../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const get = (path: string) => call(server, 'GET', `/api/calculators/${path}`);

describe('GET /api/calculators/…', () => {
  it('rentenversicherung: capital and payout at the three model rates (worked example)', async () => {
    const answer = await get('rentenversicherung?monthly=100&years=30');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      input: { monthly: 100, single: 0, years: 30, retireAt: 67 },
      paid: 36_000,
      scenarios: [
        { rate: 0.0067, capital: 39_870.38, monthlyPension: 155.79 },
        { rate: 0.0167, capital: 46_660.85, monthlyPension: 203.16 },
        { rate: 0.0267, capital: 54_913.85, monthlyPension: 265.02 },
      ],
    });
  });

  it('riester: allowances and Mindesteigenbeitrag (worked example)', async () => {
    const answer = await get('riester?gross=40.000&youngerChildren=2');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      subsidy: { maximumAllowances: 775, minimumOwnContribution: 825, taxBenefit: 0 },
      support: 775,
    });
  });

  it('ruerup: deductible amount and tax saving with Soli (worked example)', async () => {
    const answer = await get('ruerup?contribution=20.000&gross=100.000&employee=0');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ incomeTaxSaving: 8_400, taxSaving: 9_399.6 });
  });

  it('ruerup: both spouses’ pension contributions count against the doubled Höchstbetrag', async () => {
    // 61,652 − 9,300 − 7,440 = 44,912 € (test/domain/calculators/ruerup-calculator.test.ts).
    const answer = await get(
      'ruerup?contribution=10.000&gross=50.000&married=1&employee=1&spouseGross=40.000&spouseEmployee=1',
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ maximumDeductible: 44_912, taxSaving: 3_064 });
  });

  it('refuses bad input with 400, the first German message and every field', async () => {
    const insurance = await get('rentenversicherung?monthly=abc&years=99');
    expect(insurance.status).toBe(400);
    expect(insurance.json).toEqual({
      error: {
        kind: 'calculator/pension-insurance',
        message: PENSION_INSURANCE_MESSAGES.monthly,
        fields: {
          monthly: PENSION_INSURANCE_MESSAGES.monthly,
          years: PENSION_INSURANCE_MESSAGES.years,
        },
      },
    });
    const riester = await get('riester?gross=&spouse=vielleicht');
    expect(riester.status).toBe(400);
    expect(riester.json).toEqual({
      error: {
        kind: 'calculator/riester',
        message: RIESTER_CALCULATOR_MESSAGES.gross,
        fields: {
          gross: RIESTER_CALCULATOR_MESSAGES.gross,
          spouse: RIESTER_CALCULATOR_MESSAGES.spouse,
        },
      },
    });
    const ruerup = await get('ruerup?contribution=1.000');
    expect(ruerup.status).toBe(400);
    expect(ruerup.json).toEqual({
      error: {
        kind: 'calculator/ruerup',
        message: RUERUP_CALCULATOR_MESSAGES.gross,
        fields: { gross: RUERUP_CALCULATOR_MESSAGES.gross },
      },
    });
  });

  it('refuses unknown or overlong parameters with the schema’s 400', async () => {
    expect((await get('ruerup?contribution=1&gross=1&x=1')).status).toBe(400);
    expect((await get(`riester?gross=${'1'.repeat(40)}`)).status).toBe(400);
  });
});
