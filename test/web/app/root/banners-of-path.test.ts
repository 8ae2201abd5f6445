import { describe, expect, it } from 'vitest';
import type { BannerContext } from '../../../../ports/portal-api.port';
import { bannersOfPath } from '../../../../web/app/root/root-loader';
import { fakeServices } from '../../web-test-kit';

/** The banner contexts bannersOfPath asks the services for. */
const askedFor = async (path: string, search = ''): Promise<BannerContext[]> => {
  const asked: BannerContext[] = [];
  const svc = fakeServices({
    campaignBanners: async (context) => {
      asked.push(context);
      return [];
    },
  });
  await bannersOfPath(svc, path, search);
  return asked;
};

describe('bannersOfPath (SPEC §4)', () => {
  it('asks for the searched product’s banners on a flow page', async () => {
    expect(await askedFor('/onboarding-contribution', '?pt=ruerup&mp=150')).toEqual([
      { productType: 'ruerup', page: '/onboarding-contribution' },
    ]);
    expect(await askedFor('/result', '?js=Angestellter&pt=riester')).toEqual([
      { productType: 'riester', page: '/result' },
    ]);
    expect(await askedFor('/result', '?pt=sofort')).toEqual([
      { productType: 'sofort', page: '/result' },
    ]);
  });

  it('keeps the page’s product without a search, and on content pages', async () => {
    expect(await askedFor('/onboarding-product-selection')).toEqual([
      { productType: 'schicht3', page: '/onboarding-product-selection' },
    ]);
    expect(await askedFor('/riester-rente', '?pt=ruerup')).toEqual([
      { productType: 'riester', page: '/riester-rente' },
    ]);
    expect(await askedFor('/gibt-es-nicht', '?pt=ruerup')).toEqual([]);
  });
});
