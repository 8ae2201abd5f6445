import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { calendarSheetOf } from '../../../../web/features/campaign-banner/calendar-sheet';
import { CampaignBanner } from '../../../../web/features/campaign-banner/campaign-banner';

// The first instant of 2027 in Berlin: the campaign's last day is Thursday, 31 December 2026.
const ends = Date.parse('2027-01-01T00:00:00+01:00');
const clock = (iso: string) => () => Date.parse(iso);

/** The banner the server renders for a pension-gap type at a Berlin moment. */
const rendered = (type: string, now: string): string =>
  renderToString(<CampaignBanner type={type} endsMs={ends} endDate="31.12." nowMs={clock(now)} />);

describe('the pension-gap banner (SPEC §3: calendar and countdown)', () => {
  it('shows the calendar sheet of the last Berlin day, also across a DST change', () => {
    expect(calendarSheetOf(ends)).toEqual({
      weekday: 'Donnerstag',
      day: '31',
      month: 'Dezember',
      isoDate: '2026-12-31',
    });
    // An end at 1 November 00:00 CET (after the October change): the last day is 31 October.
    expect(calendarSheetOf(Date.parse('2026-11-01T00:00:00+01:00'))).toMatchObject({
      weekday: 'Samstag',
      day: '31',
      month: 'Oktober',
    });
  });

  it('renders the title, the reason, the sheet and the countdown on the check', () => {
    const html = rendered('pensionGap2026', '2026-11-26T15:15:30+01:00');
    expect(html).toContain('>Rentenlücke noch 2026 angehen</p>');
    expect(html).toContain(
      'Beiträge zur Riester- und Rürup-Rente, die bis zum 31.12. gezahlt sind, zählen noch für Ihre Steuer 2026.',
    );
    expect(html).toContain('<time class="rk-calendar-sheet" dateTime="2026-12-31">');
    expect(html).toContain('>Donnerstag</span>');
    expect(html).toContain('>31.</span>');
    expect(html).toContain('>Dezember</span>');
    expect(html).toContain(
      `<span role="timer" data-ends-ms="${ends}">Noch 35 Tage, 8 Std., 44 Min.</span>`,
    );
    expect(html).not.toContain('<a ');
  });

  it('is gone once the campaign is over', () => {
    const html = rendered('pensionGap2026', '2027-01-01T00:00:00+01:00');
    expect(html).toBe('');
  });
});
