import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { bannersFor } from '../../../domain/banner/campaign-banner';
import { countdownTo } from '../../../domain/banner/countdown';
import {
  isPensionGapCheckPage,
  pensionGapCampaignOf,
} from '../../../domain/banner/pension-gap-campaign';

const berlin = (text: string): Temporal.Instant =>
  Temporal.ZonedDateTime.from(`${text}[Europe/Berlin]`).toInstant();

const CHECK = '/rentenversicherung/rentenlueckencheck';
const CHECK_AD = '/rentenversicherung/lp/vergleichen/rentenlueckencheck';
const LANDING = '/rentenversicherung/lp/vergleichen';

describe('the pension-gap campaign (SPEC §3; § 11 Abs. 2 EStG: paid by 31 December)', () => {
  it('runs from 20 October 00:00 Berlin (CEST) to the end of 31 December (CET)', () => {
    expect(pensionGapCampaignOf(2026)).toEqual({
      starts: Temporal.Instant.from('2026-10-19T22:00:00Z'),
      ends: Temporal.Instant.from('2026-12-31T23:00:00Z'),
    });
  });

  it('knows the check pages by their paths', () => {
    expect(isPensionGapCheckPage(CHECK)).toBe(true);
    expect(isPensionGapCheckPage(CHECK_AD)).toBe(true);
    expect(isPensionGapCheckPage('/rentenversicherung/rechner')).toBe(false);
  });

  it('shows the banner on the check only, never on the private pension’s landing pages', () => {
    const now = berlin('2026-11-26T14:15');
    const at = (page: string, productType: 'schicht3' | 'riester' | 'ruerup' | 'sofort') =>
      bannersFor({ productType, page }, now);
    const ends = Temporal.Instant.from('2026-12-31T23:00:00Z');
    expect(at(CHECK, 'schicht3')).toEqual([{ type: 'pensionGap2026', ends }]);
    expect(at(CHECK_AD, 'schicht3')).toEqual([{ type: 'pensionGap2026', ends }]);
    expect(at(LANDING, 'schicht3')).toEqual([]);
    expect(at('/altersvorsorge/lp/vergleichen', 'schicht3')).toEqual([]);
    // Their own deadline (or none) elsewhere: one deadline per page.
    expect(at('/riester-rente/lp/vergleichen', 'riester').map((b) => b.type)).toEqual([
      'yearEnd2026',
    ]);
    expect(at('/ruerup-rente/lp/vergleichen', 'ruerup').map((b) => b.type)).toEqual([
      'ruerupYearEnd2026',
    ]);
    expect(at('/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen', 'sofort')).toEqual(
      [],
    );
    expect(at('/rentenversicherung', 'schicht3')).toEqual([]);
    expect(at('/result', 'schicht3')).toEqual([]);
  });

  it('is hidden before 20 October and from 1 January 00:00 Berlin on', () => {
    const types = (when: string) =>
      bannersFor({ productType: 'schicht3', page: CHECK }, berlin(when)).map((b) => b.type);
    expect(types('2026-10-19T23:59:59.999')).toEqual([]);
    expect(types('2026-10-20T00:00')).toEqual(['pensionGap2026']);
    expect(types('2026-12-31T23:59:59.999')).toEqual(['pensionGap2026']);
    expect(types('2027-01-01T00:00')).toEqual([]);
    expect(types('2027-06-01T12:00')).toEqual([]);
  });

  it('counts down to 31.12., by hand across the October clock change', () => {
    const ends = pensionGapCampaignOf(2026).ends;
    // 20 October 00:00 CEST to 1 January 00:00 CET: 73 calendar days, one hour longer (the
    // clocks went back on 25 October), so 73 days and 1 hour of elapsed time.
    expect(countdownTo(ends, berlin('2026-10-20T00:00'))).toEqual({
      endDate: '31.12.',
      daysLeft: 73,
      hoursLeft: 1,
      minutesLeft: 0,
    });
    // 26 November 15:15:30 CET: 35 days, 8 hours, 44 minutes (and 30 s, rounded down).
    expect(countdownTo(ends, berlin('2026-11-26T15:15:30'))).toEqual({
      endDate: '31.12.',
      daysLeft: 35,
      hoursLeft: 8,
      minutesLeft: 44,
    });
    expect(countdownTo(ends, berlin('2026-12-31T23:59:30'))).toMatchObject({
      daysLeft: 0,
      hoursLeft: 0,
      minutesLeft: 0,
    });
  });
});
