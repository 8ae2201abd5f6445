import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../support/api-call';
import { NOW, startTestServer, type TestServer } from '../../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const banners = async (query: string): Promise<unknown> => {
  const answer = await call(server, 'GET', `/api/campaign-banners${query}`);
  expect(answer.status).toBe(200);
  return answer.json;
};

describe('GET /api/campaign-banners', () => {
  it('answers the one Rürup banner in the season, with its end instant and countdown', async () => {
    // 1 November 2026, 11:00 Berlin (CET): 59 days 10 hours to 30 December 21:00.
    expect(await banners('?executionTime=2026-11-01T10:00:00Z&productType=ruerup')).toEqual({
      campaignBanners: [
        {
          type: 'ruerupYearEnd2026',
          endTime: '2026-12-30T20:00:00Z',
          endDate: '30.12.',
          daysLeft: 59,
          hoursLeft: 10,
          minutesLeft: 0,
        },
      ],
    });
  });

  it('gives Riester its later end, the onboarding page the product’s banner', async () => {
    const riester = (await banners('?executionTime=2026-12-10T12:00:00Z&productType=riester')) as {
      campaignBanners: { type: string; endDate: string }[];
    };
    expect(riester.campaignBanners.map((b) => [b.type, b.endDate])).toEqual([
      ['yearEnd2026', '21.12.'],
    ]);
    const page = (await banners(
      '?executionTime=2026-11-01T10:00:00Z&productType=ruerup&page=/onboarding-personal-data',
    )) as { campaignBanners: { type: string }[] };
    expect(page.campaignBanners.map((b) => b.type)).toEqual(['ruerupYearEnd2026']);
  });

  it('answers no banner for the private Rentenversicherung: no tax advantage to promise', async () => {
    for (const page of ['', '&page=/onboarding-personal-data', '&page=/personal-data']) {
      expect(
        await banners(`?executionTime=2026-11-01T10:00:00Z&productType=schicht3${page}`),
      ).toEqual({ campaignBanners: [] });
    }
  });

  it('answers the pension-gap banner on the Rentenlückencheck, none on the landing page', async () => {
    // 26 November 2026, 15:15 Berlin (CET): 35 days 8 hours 45 minutes to 1 January 00:00.
    const at = '?executionTime=2026-11-26T14:15:00Z&productType=schicht3';
    expect(await banners(`${at}&page=/rentenversicherung/rentenlueckencheck`)).toEqual({
      campaignBanners: [
        {
          type: 'pensionGap2026',
          endTime: '2026-12-31T23:00:00Z',
          endDate: '31.12.',
          daysLeft: 35,
          hoursLeft: 8,
          minutesLeft: 45,
        },
      ],
    });
    expect(await banners(`${at}&page=/rentenversicherung/lp/vergleichen`)).toEqual({
      campaignBanners: [],
    });
    // Outside the campaign (before 20 October), and on a content page: none.
    expect(
      await banners(
        '?executionTime=2026-10-19T21:59:59Z&productType=schicht3&page=/rentenversicherung/rentenlueckencheck',
      ),
    ).toEqual({ campaignBanners: [] });
    expect(await banners(`${at}&page=/rentenversicherung`)).toEqual({ campaignBanners: [] });
  });

  it('answers no banner outside the season, for sofort, or without a product', async () => {
    expect(await banners('?productType=schicht3')).toEqual({ campaignBanners: [] });
    expect(await banners('?executionTime=2026-11-01T10:00:00Z&productType=sofort')).toEqual({
      campaignBanners: [],
    });
    expect(await banners('?executionTime=2026-11-01T10:00:00Z')).toEqual({ campaignBanners: [] });
  });

  it('uses the server clock without executionTime', async () => {
    server.clock.set(Temporal.Instant.from('2026-10-20T10:00:00Z'));
    try {
      const answer = (await banners('?productType=riester')) as {
        campaignBanners: { type: string }[];
      };
      expect(answer.campaignBanners.map((b) => b.type)).toEqual(['yearEnd2026']);
    } finally {
      server.clock.set(NOW);
    }
  });

  it.each([
    ['?executionTime=morgen', 'banner/execution-time'],
    ['?executionTime=2026-11-01T10:00:00', 'banner/execution-time'],
    ['?productType=bauspar', 'request/validation'],
    ['?page=onboarding', 'request/validation'],
    ['?other=1', 'request/validation'],
  ])('refuses %s with 400 %s', async (query, kind) => {
    const answer = await call(server, 'GET', `/api/campaign-banners${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: { kind, message: expect.any(String) } });
  });

  // The one date range of the portal, with its one message.
  it.each(['1500-01-01T00:00:00Z', '1582-12-31T22:59:59Z', '+010000-01-01T00:00:00Z'])(
    'refuses executionTime=%s outside 1583–9999',
    async (time) => {
      const answer = await call(
        server,
        'GET',
        `/api/campaign-banners?executionTime=${encodeURIComponent(time)}`,
      );
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        error: {
          kind: 'date/out-of-range',
          message: 'Das Datum muss zwischen dem 01.01.1583 und dem 31.12.9999 liegen.',
        },
      });
    },
  );
});
