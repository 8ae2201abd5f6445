import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../web/app/render-page';
import { fakeServices, render, TEST_ASSETS, TEST_CONFIG, withHtml } from '../web-test-kit';

const LANDING = '/riester-rente/lp/vergleichen';
const PARTNER = 'wpset=partner_a&stay=1&wp2=pa_ad';

/** The landing widget's form posted without JavaScript to the page's URL. */
const post = async (pathAndQuery: string, form: Readonly<Record<string, string>>) =>
  withHtml(
    await renderPage({
      services: fakeServices(),
      request: new Request(`${TEST_CONFIG.publicUrl}${pathAndQuery}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }),
      assets: TEST_ASSETS,
    }),
  );

const WIDGET = { entry: '1', birthday: '17.05.1990', jobSituation: 'Angestellter' };

describe('the landing widget without JavaScript carries the partner parameters (SPEC §9, issue 32 finding 12)', () => {
  it('posts to the page with its query, and the redirect into the steps takes them along', async () => {
    const shown = await render(`${LANDING}?${PARTNER}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toMatch(
      /<form class="entry"[^>]* action="\/riester-rente\/lp\/vergleichen\?wpset=partner_a&amp;stay=1&amp;wp2=pa_ad" method="post"/,
    );
    const sent = await post(`${LANDING}?${PARTNER}`, WIDGET);
    expect(sent.status).toBe(303);
    expect(sent.location).toMatch(
      /^\/onboarding-personal-data\?.*&wpset=partner_a&wp2=pa_ad&stay=1$/,
    );
    // Without partner parameters the target is as before.
    const plain = await post(LANDING, WIDGET);
    expect(plain.location).toBe(
      '/onboarding-personal-data?jobSituation=Angestellter&birthday=1990-05-17&pt=riester',
    );
  });

  it('takes the old GET form on with them, also to the Sofortrente', async () => {
    const answer = await render(
      `${LANDING}?entry=1&birthday=17.05.1990&jobSituation=Angestellter&${PARTNER}`,
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(
      /^\/onboarding-personal-data\?.*&wpset=partner_a&wp2=pa_ad&stay=1$/,
    );
    const sofort = await render(
      '/rentenversicherung/lp/vergleichen?entry=1&productType=sofort&birthday=15.03.1956&stay=1',
    );
    expect(sofort.location).toMatch(/^\/onboarding-sofort\?birthday=1956-03-15&stay=1$/);
  });

  it('keeps the customer on the page for an invalid birth date', async () => {
    const invalid = await post(`${LANDING}?${PARTNER}`, { ...WIDGET, birthday: '31.02.1980' });
    expect(invalid.status).toBe(200);
    expect(invalid.location).toBeNull();
  });
});
