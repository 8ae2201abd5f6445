import { describe, expect, it } from 'vitest';
import {
  campaignBannerTitle,
  campaignEndText,
  countdownText,
  parseBannerType,
} from '../../../../web/features/campaign-banner/campaign-banner-text';

describe('campaign banner texts (SPEC §3, §4)', () => {
  it('reads the banner type', () => {
    expect(parseBannerType('yearEnd2024')).toEqual({ kind: 'yearEnd', year: 2024 });
    expect(parseBannerType('ruerupYearEnd2026')).toEqual({ kind: 'ruerupYearEnd', year: 2026 });
    expect(parseBannerType('payInMore2026')).toBeNull();
    expect(parseBannerType('yearEnd26')).toBeNull();
  });

  it('words the year-end banner', () => {
    expect(campaignBannerTitle('yearEnd2026', '05.12.')).toBe(
      'Jahresendspurt: Jetzt noch für 2026 Steuervorteile sichern',
    );
  });

  it('words the Rürup banner with its end date', () => {
    expect(campaignBannerTitle('ruerupYearEnd2026', '30.12.')).toBe(
      'Rürup-Jahresendspurt: Steuervorteil für 2026 nur noch bis zum 30.12.',
    );
    expect(campaignBannerTitle('somethingElse', '30.12.')).toBeNull();
  });

  it('writes the countdown', () => {
    expect(countdownText({ daysLeft: 12, hoursLeft: 3, minutesLeft: 5 })).toBe(
      'Noch 12 Tage, 3 Std., 5 Min.',
    );
    expect(countdownText({ daysLeft: 0, hoursLeft: 0, minutesLeft: 0 })).toBe(
      'Noch 0 Tage, 0 Std., 0 Min.',
    );
    expect(countdownText({ daysLeft: 1, hoursLeft: 23, minutesLeft: 59 })).toBe(
      'Noch 1 Tag, 23 Std., 59 Min.',
    );
    expect(campaignEndText('05.12.')).toBe('Aktion bis 05.12.');
  });
});
