import { describe, expect, it } from 'vitest';
import { PAGES } from '../../../domain/pages/page-registry';
import { PARTNER_DEFAULTS } from '../../../domain/partner/partner-info';
import {
  pageOfTrackingPath,
  type TrackingEventInput,
  trackingEventFor,
  trackingEventName,
} from '../../../domain/tracking/tracking-event';

const base: TrackingEventInput = {
  kind: 'pageview',
  path: '/rentenversicherung/lp/vergleichen',
  partner: { b2BPartner: 'rk_partner_demo', b2BAdPartner: 'rk_ad_demo' },
  deviceOutput: 'desktop',
  renRef: 'ref-123',
  trackingSessionId: 'SESSION_abc-123',
};

describe('trackingEventFor (SPEC §9)', () => {
  it('builds the whole payload of an ad landing page view', () => {
    expect(trackingEventFor(base)).toEqual({
      kind: 'pageview',
      action: null,
      path: '/rentenversicherung/lp/vergleichen',
      siteId: 136,
      actionId: 1352,
      generalSiteId: 57,
      areaId: 'rk_rentenversicherung_lp_vergleichen',
      pageType: 'SEA',
      productCategory: 'rente',
      wp1: 'rk_partner_demo',
      wp2: 'rk_ad_demo',
      deviceOutput: 'desktop',
      renRef: 'ref-123',
      trackingSessionId: 'SESSION_abc-123',
    });
  });

  it.each([
    ['/rentenversicherung/lp/vergleichen/rentenlueckencheck', 'SEA', 'rlc', 202, 2305],
    ['/rentenversicherung/rentenlueckencheck', 'PSSSEO', 'rlc', 202, 2305],
    ['/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen', 'SEA', 'rente-ez', 136, 1352],
    ['/rentenversicherung/sofortrente-einmalbeitrag', 'PSSSEO', 'rente-ez', 136, 1352],
    ['/onboarding-sofort', 'other', 'rente-ez', 136, 1352],
    ['/altersvorsorge', 'PSSSEO', 'avmix', 136, 1352],
    ['/altersvorsorge/lp/vergleichen/a', 'SEA', 'avmix', 136, 1352],
    ['/riester-rente/sl/zulagen-sichern', 'SEA', 'rente', 136, 1352],
    ['/ruerup-rente/rechner', 'PSSSEO', 'rente', 136, 1352],
    ['/result', 'other', 'rente', 136, 1352],
  ] as const)(
    '%s: page type %s, category %s, site %i, action %i',
    (path, pageType, category, siteId, actionId) => {
      const event = trackingEventFor({ ...base, path });
      expect(event).toMatchObject({ path, pageType, productCategory: category, siteId, actionId });
      expect(event.generalSiteId).toBe(57);
      expect(event.areaId).toBe(`rk_${path.slice(1).replace(/[/-]+/g, '_')}`);
    },
  );

  it('uses the pension-gap ids exactly for the rlc pages of the registry', () => {
    for (const page of PAGES) {
      const event = trackingEventFor({ ...base, path: page.path });
      const rlc = page.productCategory === 'rlc';
      expect([event.siteId, event.actionId]).toEqual(rlc ? [202, 2305] : [136, 1352]);
      expect(event.areaId).toBe(page.areaId);
    }
  });

  it('tracks /404 and unknown paths under the altersvorsorge 404 path', () => {
    for (const path of ['/404', '/gibt-es-nicht', '/rentenversicherung/lp/vergleichen/x']) {
      expect(trackingEventFor({ ...base, path })).toMatchObject({
        path: '/altersvorsorge/404',
        areaId: 'rk_altersvorsorge_404',
        pageType: 'other',
        productCategory: 'avmix',
      });
    }
  });

  it('drops the query and trailing slash of the path: it may carry a birthday', () => {
    const event = trackingEventFor({
      ...base,
      path: '/rentenversicherung/lp/vergleichen/?birthday=01.01.1980&jobSituation=Beamter',
    });
    expect(event.path).toBe('/rentenversicherung/lp/vergleichen');
    expect(JSON.stringify(event)).not.toContain('1980');
  });

  it('takes wp1/wp2 from the partner and null for missing reference and session ids', () => {
    const event = trackingEventFor({
      kind: 'pageview',
      path: '/altersvorsorge',
      partner: PARTNER_DEFAULTS,
      deviceOutput: 'app',
    });
    expect(event).toMatchObject({
      wp1: 'rk_portal',
      wp2: 'rk_natural',
      deviceOutput: 'app',
      renRef: null,
      trackingSessionId: null,
    });
  });

  it('keeps the action name of an action and none for a page view', () => {
    const action = trackingEventFor({ ...base, kind: 'action', action: 'cta-click' });
    expect(action.action).toBe('cta-click');
    expect(trackingEventName(action)).toBe('action:cta-click');
    const view = trackingEventFor({ ...base, action: 'cta-click' });
    expect(view.action).toBeNull();
    expect(trackingEventName(view)).toBe('pageview');
  });

  it('finds a page by its tracking path, not by its live path for /404', () => {
    expect(pageOfTrackingPath('/altersvorsorge/404')?.path).toBe('/404');
    expect(pageOfTrackingPath('/404')).toBeNull();
    expect(pageOfTrackingPath('/altersvorsorge')?.pageType).toBe('PSSSEO');
  });
});
