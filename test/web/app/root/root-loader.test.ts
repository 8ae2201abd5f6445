import { describe, expect, it } from 'vitest';
import { PARTNER_DEFAULTS } from '../../../../domain/partner/partner-info';
import type { VisitClues } from '../../../../ports/app-services';
import type { BannerContext } from '../../../../ports/portal-api.port';
import { type RootData, rootLoader } from '../../../../web/app/root/root-loader';
import { fakeServices } from '../../web-test-kit';

const load = async (
  url: string,
  clues: Partial<VisitClues> | null = {},
): Promise<{
  data: RootData;
  wpsets: string[];
  remembered: string[];
  banners: BannerContext[];
}> => {
  const wpsets: string[] = [];
  const remembered: string[] = [];
  const banners: BannerContext[] = [];
  const svc = fakeServices({
    visitClues: () =>
      clues === null ? null : { referrer: null, wpsetCookie: null, consentCookie: null, ...clues },
    partnerInfo: async (wpset) => {
      wpsets.push(wpset);
      return { b2BPartner: 'rk_portal', b2BAdPartner: `ad_${wpset}` };
    },
    rememberWpset: (wpset) => {
      remembered.push(wpset);
    },
    campaignBanners: async (context) => {
      banners.push(context);
      return [];
    },
  });
  const data = await rootLoader(svc)({
    request: new Request(`https://portal.test${url}`),
    params: {},
    context: undefined,
  } as Parameters<ReturnType<typeof rootLoader>>[0]);
  return { data, wpsets, remembered, banners };
};

describe('rootLoader', () => {
  it('derives the partner set from the query and keeps it in its cookie', async () => {
    const { data, wpsets, remembered } = await load('/riester-rente?wpset=partner_a');
    expect(wpsets).toEqual(['partner_a']);
    expect(remembered).toEqual(['partner_a']);
    expect(data.partner).toEqual({ b2BPartner: 'rk_portal', b2BAdPartner: 'ad_partner_a' });
  });

  it('takes a brand search on the home page as natural_brand, else the cookie, else the default partner without a lookup', async () => {
    const brand = await load('/', { referrer: 'https://www.google.de/search?q=Rentenkompass' });
    expect(brand.wpsets).toEqual(['natural_brand']);
    expect(brand.remembered).toEqual(['natural_brand']);
    const cookie = await load('/riester-rente', { wpsetCookie: 'partner_b' });
    expect(cookie.wpsets).toEqual(['partner_b']);
    expect(cookie.remembered).toEqual([]);
    const natural = await load('/riester-rente');
    expect(natural.wpsets).toEqual([]);
    expect(natural.data.partner).toEqual(PARTNER_DEFAULTS);
  });

  it('gives the default partner, looked up and remembered nowhere, when the request’s clues are missing (SPEC §8)', async () => {
    const missing = await load('/riester-rente?wpset=partner_a', null);
    expect(missing.data.partner).toEqual(PARTNER_DEFAULTS);
    expect(missing.wpsets).toEqual([]);
    expect(missing.remembered).toEqual([]);
    expect(missing.data.consent).toBeNull();
  });

  it('reads the consent cookie: null before a choice, the types after', async () => {
    expect((await load('/riester-rente')).data.consent).toBeNull();
    expect((await load('/riester-rente', { consentCookie: 'f.a' })).data.consent).toEqual([
      'f',
      'a',
    ]);
    expect((await load('/riester-rente', { consentCookie: '' })).data.consent).toEqual([]);
  });

  it('asks for the banners of the page by product and path, none on error pages', async () => {
    expect((await load('/ruerup-rente/lp/vergleichen')).banners).toEqual([
      { productType: 'ruerup', page: '/ruerup-rente/lp/vergleichen' },
    ]);
    expect((await load('/')).banners).toEqual([
      { productType: 'schicht3', page: '/rentenversicherung/lp/vergleichen' },
    ]);
    expect((await load('/gibt-es-nicht')).banners).toEqual([]);
  });
});
