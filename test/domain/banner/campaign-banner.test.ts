import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { type BannerContext, bannersFor } from '../../../domain/banner/campaign-banner';

const berlin = (text: string): Temporal.Instant =>
  Temporal.ZonedDateTime.from(`${text}[Europe/Berlin]`).toInstant();

const typesAt = (context: BannerContext, when: string): readonly string[] =>
  bannersFor(context, berlin(when)).map((banner) => banner.type);

const DEC_22 = berlin('2026-12-22T00:00');
const DEC_30_21 = berlin('2026-12-30T21:00');

describe('bannersFor: which banners (SPEC §4, one banner that promises only what the product gives)', () => {
  const when = '2026-11-10T12:00';

  it('shows the year-end banner for Riester, until 21 December', () => {
    expect(bannersFor({ productType: 'riester' }, berlin(when))).toEqual([
      { type: 'yearEnd2026', ends: DEC_22 },
    ]);
  });

  it('shows no banner for the private Rentenversicherung: its contributions bring no tax advantage', () => {
    expect(bannersFor({ productType: 'schicht3' }, berlin(when))).toEqual([]);
    expect(typesAt({ productType: 'schicht3', page: '/personal-data' }, when)).toEqual([]);
    expect(typesAt({ productType: 'schicht3', page: '/result' }, when)).toEqual([]);
  });

  it('shows only the Rürup banner for Rürup, one deadline: 30 December 21:00', () => {
    expect(bannersFor({ productType: 'ruerup' }, berlin(when))).toEqual([
      { type: 'ruerupYearEnd2026', ends: DEC_30_21 },
    ]);
    expect(typesAt({ productType: 'ruerup', page: '/result' }, when)).toEqual([
      'ruerupYearEnd2026',
    ]);
  });

  it('shows none for the other products or without a product', () => {
    expect(typesAt({ productType: 'sofort' }, when)).toEqual([]);
    expect(typesAt({ productType: 's3einmalzahlung' }, when)).toEqual([]);
    expect(typesAt({ productType: null }, when)).toEqual([]);
  });

  it('shows the searched product’s banner on the personal-data onboarding too', () => {
    const page = '/onboarding-personal-data';
    expect(typesAt({ productType: 'ruerup', page }, when)).toEqual(['ruerupYearEnd2026']);
    expect(typesAt({ productType: 'schicht3', page }, when)).toEqual([]);
    expect(typesAt({ productType: null, page }, when)).toEqual([]);
    expect(typesAt({ productType: 'sofort', page: `${page}/` }, when)).toEqual([]);
    expect(bannersFor({ productType: 'riester', page }, berlin(when))).toEqual([
      { type: 'yearEnd2026', ends: DEC_22 },
    ]);
  });

  it('names the banners after the Berlin year, for any year', () => {
    expect(typesAt({ productType: 'ruerup' }, '2031-11-01T00:00')).toEqual(['ruerupYearEnd2031']);
    expect(typesAt({ productType: 'riester' }, '2031-11-01T00:00')).toEqual(['yearEnd2031']);
  });
});

describe('bannersFor: when (SPEC §4, §9)', () => {
  it('starts on 20 October 00:00 Berlin', () => {
    expect(typesAt({ productType: 'ruerup' }, '2026-10-19T23:59:59.999')).toEqual([]);
    expect(typesAt({ productType: 'ruerup' }, '2026-10-20T00:00')).toEqual(['ruerupYearEnd2026']);
    expect(typesAt({ productType: 'riester' }, '2026-10-20T00:00')).toEqual(['yearEnd2026']);
  });

  it('ends the Riester year-end banner after 21 December', () => {
    expect(typesAt({ productType: 'riester' }, '2026-12-21T23:59')).toEqual(['yearEnd2026']);
    expect(typesAt({ productType: 'riester' }, '2026-12-22T00:00')).toEqual([]);
  });

  it('ends the Rürup banner at 30 December 21:00', () => {
    expect(typesAt({ productType: 'ruerup' }, '2026-12-30T20:59')).toEqual(['ruerupYearEnd2026']);
    expect(typesAt({ productType: 'ruerup' }, '2026-12-30T21:00')).toEqual([]);
    expect(typesAt({ productType: 'ruerup' }, '2027-01-01T00:00')).toEqual([]);
  });

  it('shows through the autumn daylight-saving night', () => {
    expect(typesAt({ productType: 'riester' }, '2026-10-25T02:30+01:00')).toEqual(['yearEnd2026']);
  });
});
