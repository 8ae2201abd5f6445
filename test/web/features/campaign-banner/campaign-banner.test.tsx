import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CampaignBanner } from '../../../../web/features/campaign-banner/campaign-banner';

const ends = Date.parse('2026-12-06T00:00:00+01:00');
const clock = (iso: string) => () => Date.parse(iso);

describe('CampaignBanner (SPEC §4)', () => {
  it('shows the year-end banner with the countdown and the end date', () => {
    const html = renderToString(
      <CampaignBanner
        type="yearEnd2026"
        endsMs={ends}
        endDate="05.12."
        nowMs={clock('2026-11-23T21:30:15+01:00')}
      />,
    );
    expect(html).toContain('>Jahresendspurt: Jetzt noch für 2026 Steuervorteile sichern</p>');
    expect(html).toContain(
      `<span role="timer" data-ends-ms="${ends}">Noch 12 Tage, 2 Std., 29 Min.</span>`,
    );
    expect(html).toContain('>Aktion bis 05.12.</span>');
    const labelledBy = /<aside [^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<p id="${labelledBy}" class="rk-campaign-banner__title">`);
  });

  it('shows the Rürup banner with its DD.MM. end date', () => {
    const html = renderToString(
      <CampaignBanner
        type="ruerupYearEnd2026"
        endsMs={Date.parse('2026-12-30T21:00:00+01:00')}
        endDate="30.12."
        nowMs={clock('2026-12-30T20:00:00+01:00')}
      />,
    );
    expect(html).toContain(
      '>Rürup-Jahresendspurt: Steuervorteil für 2026 nur noch bis zum 30.12.</p>',
    );
    expect(html).toContain('>Noch 0 Tage, 1 Std., 0 Min.</span>');
  });

  it('renders the server countdown first, so hydration matches', () => {
    const html = renderToString(
      <CampaignBanner
        type="yearEnd2026"
        endsMs={ends}
        endDate="05.12."
        nowMs={clock('2026-11-30T00:00:00+01:00')}
        initialCountdown={{ endDate: '05.12.', daysLeft: 7, hoursLeft: 1, minutesLeft: 2 }}
      />,
    );
    expect(html).toContain('>Noch 7 Tage, 1 Std., 2 Min.</span>');
  });

  it('shows nothing once the campaign is over or for unknown campaigns', () => {
    expect(
      renderToString(
        <CampaignBanner
          type="yearEnd2026"
          endsMs={ends}
          endDate="05.12."
          nowMs={clock('2026-12-06T00:00:00+01:00')}
        />,
      ),
    ).toBe('');
    expect(
      renderToString(
        <CampaignBanner
          type="payInMore"
          endsMs={ends}
          endDate="05.12."
          nowMs={clock('2026-11-01T00:00:00+01:00')}
        />,
      ),
    ).toBe('');
  });
});
