import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import {
  type FlowPage,
  fillPersonalData,
  finish,
  flowPage,
  LANDINGS,
  openLanding,
  submitStep,
  useEntryWidget,
} from './flow-kit';
import { hydrated, type StoredEvent, storedEventsOf, trackingRequests } from './shell-kit';

// SPEC §9: with analytics consent every step of the flow is one page view with
// the page's type, product category and area id, read back through the test route
// (RK_TEST_ROUTES=1); with only the necessary cookies not one tracking request.

const rig = setUpRig(300_000);

/** All stored events, oldest first. */
const storedEvents = async (): Promise<StoredEvent[]> =>
  (await storedEventsOf(rig.server.url)).reverse();

/** Runs a step and, with consent, waits until its page view has been stored. */
const tracked = async (flow: FlowPage, consent: boolean, step: () => Promise<void>) => {
  const stored = consent
    ? flow.page.waitForResponse((r) => r.url().endsWith('/api/tracking/events'))
    : null;
  await step();
  if (stored !== null) expect((await stored).headers()['x-rk-tracking']).toBe('recorded');
};

/** Landing → four steps → result list → comparison, as a user goes, no reloads. */
const walkRegular = async (flow: FlowPage, consent: boolean): Promise<void> => {
  const { field, radio, page } = flow;
  await tracked(flow, consent, () => openLanding(flow, LANDINGS.ruerup));
  await tracked(flow, consent, () =>
    useEntryWidget(flow, { birthday: '12.04.1985', job: 'Angestellter' }),
  );
  await fillPersonalData(flow);
  await tracked(flow, consent, () => submitStep(flow, '/onboarding-product-selection'));
  await radio('productType', 'ruerup').check();
  await tracked(flow, consent, () => submitStep(flow, '/onboarding-contribution'));
  await field('contribution').pressSequentially('200');
  await tracked(flow, consent, () => submitStep(flow, '/onboarding-investment-selection'));
  await radio('investmentType', 'klassisch').check();
  await tracked(flow, consent, () => submitStep(flow, '/result'));
  const boxes = page.locator('li.result input[name="tarif"]');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await tracked(flow, consent, async () => {
    await page.getByRole('button', { name: 'Vergleichen' }).click();
    await page.waitForURL((url) => url.pathname === '/comparison');
    await hydrated(page);
  });
};

/** The sofort landing → /onboarding-sofort → result list. */
const walkSofort = async (flow: FlowPage, consent: boolean): Promise<void> => {
  await tracked(flow, consent, () => openLanding(flow, LANDINGS.sofort));
  await tracked(flow, consent, () =>
    useEntryWidget(flow, { birthday: '03.02.1955', job: 'Beamter', sofort: true }),
  );
  await flow.field('oneTimePayment').pressSequentially('50.000');
  await tracked(flow, consent, () => submitStep(flow, '/result'));
};

const view = (path: string, areaId: string, productCategory = 'rente', pageType = 'other') =>
  expect.objectContaining({
    name: 'pageview',
    event: expect.objectContaining({ kind: 'pageview', path, areaId, pageType, productCategory }),
  });

describe('tracking of the flow steps (SPEC §9)', () => {
  it('stores one page view per step with analytics consent', async () => {
    const before = (await storedEvents()).length;
    const flow = await flowPage(rig.browser, rig.server.url, { consent: 'f.a' });
    await walkRegular(flow, true);
    await walkSofort(flow, true);
    const events = (await storedEvents()).slice(before);
    expect(events).toEqual([
      view(LANDINGS.ruerup, 'rk_ruerup_rente_lp_vergleichen', 'rente', 'SEA'),
      view('/onboarding-personal-data', 'rk_onboarding_personal_data'),
      view('/onboarding-product-selection', 'rk_onboarding_product_selection'),
      view('/onboarding-contribution', 'rk_onboarding_contribution'),
      view('/onboarding-investment-selection', 'rk_onboarding_investment_selection'),
      view('/result', 'rk_result'),
      view('/comparison', 'rk_comparison'),
      view(
        LANDINGS.sofort,
        'rk_rentenversicherung_sofortrente_einmalbeitrag_lp_vergleichen',
        'rente-ez',
        'SEA',
      ),
      view('/onboarding-sofort', 'rk_onboarding_sofort', 'rente-ez'),
      view('/result', 'rk_result'),
    ]);
    for (const { event } of events) {
      expect(event).toMatchObject({ siteId: 136, actionId: 1352, generalSiteId: 57 });
    }
    // One visit: the same reference id throughout (its cookie), and one tracking session across
    // full page loads too (its browser-session cookie).
    expect(new Set(events.map((e) => e.event.renRef)).size).toBe(1);
    const session = events.map((e) => e.event.trackingSessionId);
    expect(new Set(session).size).toBe(1);
    expect(typeof session[0]).toBe('string');
    await finish(flow);
  }, 120_000);

  it('sends no tracking request and stores nothing with only the necessary cookies', async () => {
    const before = (await storedEvents()).length;
    const flow = await flowPage(rig.browser, rig.server.url, { consent: 'f' });
    const requests = trackingRequests(flow.page);
    await walkRegular(flow, false);
    await walkSofort(flow, false);
    // A late tracking request would have been sent by the time the network is idle.
    await flow.page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect((await storedEvents()).length).toBe(before);
    await finish(flow);
  }, 120_000);
});
