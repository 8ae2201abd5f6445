import { type TimeLeft, timeLeftMs } from '../../../domain/banner/countdown';

const BANNER_TYPE = /^(yearEnd|ruerupYearEnd|pensionGap)(\d{4})$/;

export type CampaignKind = 'yearEnd' | 'ruerupYearEnd' | 'pensionGap';

/** The kind and year of a banner type such as 'yearEnd2026'; null for other campaigns. */
export const parseBannerType = (
  type: string,
): { readonly kind: CampaignKind; readonly year: number } | null => {
  const match = BANNER_TYPE.exec(type);
  if (match === null) return null;
  return { kind: match[1] as CampaignKind, year: Number(match[2]) };
};

/** SPEC §3, §4: the banner's headline; `endDate` is 'DD.MM.'. Null for unknown types. */
export const campaignBannerTitle = (type: string, endDate: string): string | null => {
  const parsed = parseBannerType(type);
  if (parsed === null) return null;
  switch (parsed.kind) {
    case 'yearEnd':
      return `Jahresendspurt: Jetzt noch für ${parsed.year} Steuervorteile sichern`;
    case 'ruerupYearEnd':
      return `Rürup-Jahresendspurt: Steuervorteil für ${parsed.year} nur noch bis zum ${endDate}`;
    case 'pensionGap':
      return `Rentenlücke noch ${parsed.year} angehen`;
  }
};

/**
 * The pension-gap campaign's reason (domain/banner/pension-gap-campaign.ts: § 11 Abs. 2 EStG,
 * contributions count for the year they are paid in), in the banner's words.
 */
export const pensionGapReasonText = (year: number, endDate: string): string =>
  `Beiträge zur Riester- und Rürup-Rente, die bis zum ${endDate} gezahlt sind, zählen noch für Ihre Steuer ${year}.`;

/** 'Noch 12 Tage, 3 Std., 5 Min.' ('1 Tag' in the singular). */
export const countdownText = (countdown: TimeLeft): string =>
  `Noch ${countdown.daysLeft} ${countdown.daysLeft === 1 ? 'Tag' : 'Tage'}, ${countdown.hoursLeft} Std., ${countdown.minutesLeft} Min.`;

/**
 * SPEC §4: the countdown's text at `nowMs` for a campaign over at `endsMs` — the one function the
 * React banner and the boot module (before hydration, web/boot) both show. Temporal-free.
 */
export const countdownTextAt = (endsMs: number, nowMs: number): string =>
  countdownText(timeLeftMs(endsMs, nowMs));

/** The attribute on the banner's timer with the campaign's end in epoch milliseconds. */
export const COUNTDOWN_ENDS_ATTRIBUTE = 'data-ends-ms';

/** The year-end banner names its end date beside the countdown ('Aktion bis 05.12.'). */
export const campaignEndText = (endDate: string): string => `Aktion bis ${endDate}`;
