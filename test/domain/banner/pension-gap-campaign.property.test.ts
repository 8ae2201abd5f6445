import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { bannersFor } from '../../../domain/banner/campaign-banner';
import { countdownTo, totalMinutesLeft } from '../../../domain/banner/countdown';
import { pensionGapCampaignOf } from '../../../domain/banner/pension-gap-campaign';
import { berlinDateOf } from '../../../domain/calendar/berlin';
import { isWithin } from '../../../domain/insurance-start/year-end-period';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';
import { businessInstant, instantNear } from '../../arbitraries/instant';

const NS_PER_MINUTE = 60_000_000_000n;

const CHECK_PAGES = [
  '/rentenversicherung/rentenlueckencheck',
  '/rentenversicherung/lp/vergleichen/rentenlueckencheck',
];
const LANDING_PAGES = [
  '/rentenversicherung/lp/vergleichen',
  '/altersvorsorge/lp/vergleichen',
  '/riester-rente/lp/vergleichen',
  '/ruerup-rente/lp/vergleichen',
];
const OTHER_PAGES = [
  '/rentenversicherung',
  '/riester-rente',
  '/result',
  '/onboarding-personal-data',
];

const pageArb = fc.option(fc.constantFrom(...CHECK_PAGES, ...LANDING_PAGES, ...OTHER_PAGES));

/** Both campaign ends and the autumn clock change, 2024–2030, and any moment between. */
const campaignInstant = (): fc.Arbitrary<Temporal.Instant> =>
  fc.oneof(
    instantNear(
      [2024, 2025, 2026, 2027, 2028, 2029, 2030].flatMap((year) => [
        pensionGapCampaignOf(year).starts,
        pensionGapCampaignOf(year).ends,
      ]),
    ),
    businessInstant(),
  );

describe('pension-gap banner properties', () => {
  it('shows on a check page exactly in the campaign, never elsewhere', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...PRODUCT_TYPES)),
        pageArb,
        campaignInstant(),
        (productType, page, now) => {
          const banners = bannersFor({ productType, page }, now);
          const year = berlinDateOf(now).year;
          const inCampaign = isWithin(pensionGapCampaignOf(year), now);
          const onCheck = page !== null && CHECK_PAGES.includes(page);
          const expected = inCampaign && onCheck ? [`pensionGap${year}`] : [];
          const gapTypes = banners.map((b) => b.type).filter((t) => t.startsWith('pensionGap'));
          expect(gapTypes).toEqual(expected);
          // One deadline per page.
          expect(banners.length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('counts down in whole elapsed minutes, never negative, consistent across DST', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2024, max: 2030 }), campaignInstant(), (year, now) => {
        const { ends } = pensionGapCampaignOf(year);
        const countdown = countdownTo(ends, now);
        const total = totalMinutesLeft(countdown);
        expect(countdown.endDate).toBe('31.12.');
        for (const part of [countdown.daysLeft, countdown.hoursLeft, countdown.minutesLeft]) {
          expect(Number.isInteger(part) && part >= 0).toBe(true);
        }
        expect(countdown.hoursLeft).toBeLessThan(24);
        expect(countdown.minutesLeft).toBeLessThan(60);
        const left = ends.epochNanoseconds - now.epochNanoseconds;
        if (left <= 0n) {
          expect(total).toBe(0);
        } else {
          // The whole minutes left: now + total ≤ ends < now + total + 1 minute.
          expect(BigInt(total) * NS_PER_MINUTE <= left).toBe(true);
          expect(left < BigInt(total + 1) * NS_PER_MINUTE).toBe(true);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('ends at the first instant of the Berlin new year, 31 December the last day in full', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), (year) => {
        const { starts, ends } = pensionGapCampaignOf(year);
        const last = berlinDateOf(ends.subtract({ nanoseconds: 1 }));
        expect([last.year, last.month, last.day]).toEqual([year, 12, 31]);
        expect(berlinDateOf(ends).toString()).toBe(`${year + 1}-01-01`);
        expect(ends.toZonedDateTimeISO('Europe/Berlin').hour).toBe(0);
        expect(berlinDateOf(starts).toString()).toBe(`${year}-10-20`);
        expect(Temporal.Instant.compare(starts, ends)).toBe(-1);
      }),
      { numRuns: 100 },
    );
  });
});
