import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { bannersFor } from '../../../domain/banner/campaign-banner';
import {
  bannerContextKey,
  bannerContextOfPage,
  searchedProductOf,
} from '../../../domain/banner/page-banner-context';
import { pageByPath } from '../../../domain/pages/page-registry';

// In the year-end period of every product: every banner SPEC §4 allows is running.
const NOV_22 = Temporal.ZonedDateTime.from('2026-11-22T10:00[Europe/Berlin]').toInstant();

const contextOf = (path: string, query = '') => bannerContextOfPage(pageByPath(path)!, query);

/** The banner types a page at `path` with `query` shows on 22 November 2026. */
const bannersOn = (path: string, query = ''): readonly string[] => {
  const context = contextOf(path, query);
  return context === null ? [] : bannersFor(context, NOV_22).map((b) => b.type);
};

const RUERUP = ['ruerupYearEnd2026'];
const SEARCH = 'js=Angestellter&bd=1985-04-12';

describe('searchedProductOf', () => {
  it('reads pt with the codec from a query, a path with a query or a whole URL', () => {
    expect(searchedProductOf(`${SEARCH}&pt=ruerup&mp=150`)).toBe('ruerup');
    expect(searchedProductOf(`?pt=riester`)).toBe('riester');
    expect(searchedProductOf(`/result?${SEARCH}&pt=sofort`)).toBe('sofort');
    expect(searchedProductOf(`https://www.rentenkompass.de/result?pt=schicht3`)).toBe('schicht3');
  });

  it('gives null without pt, with an empty or an unknown pt', () => {
    expect(searchedProductOf(SEARCH)).toBeNull();
    expect(searchedProductOf('')).toBeNull();
    expect(searchedProductOf(`${SEARCH}&pt=`)).toBeNull();
    expect(searchedProductOf(`${SEARCH}&pt=bausparen`)).toBeNull();
  });

  it('ignores a broken value of another key (the step shows that one as its notice)', () => {
    expect(searchedProductOf(`${SEARCH}&pi=vielleicht&pt=ruerup`)).toBe('ruerup');
  });
});

describe('bannerContextOfPage: the year-end banners by page and search (SPEC §4)', () => {
  it('shows the searched product’s banners on the flow steps, not the page’s', () => {
    for (const path of [
      '/onboarding-contribution',
      '/onboarding-investment-selection',
      '/result',
      '/tariff-details',
      '/comparison',
    ]) {
      expect(bannersOn(path, `${SEARCH}&pt=ruerup`)).toEqual(RUERUP);
      expect(bannersOn(path, `${SEARCH}&pt=riester`)).toEqual(['yearEnd2026']);
      expect(bannersOn(path, `${SEARCH}&pt=schicht3`)).toEqual([]);
      expect(bannersOn(path, `${SEARCH}&pt=sofort`)).toEqual([]);
    }
  });

  it('shows no tax banner for the private Rentenversicherung, on /personal-data neither', () => {
    expect(bannersOn('/onboarding-personal-data', SEARCH)).toEqual([]);
    expect(bannersOn('/onboarding-personal-data', `${SEARCH}&pt=schicht3`)).toEqual([]);
    expect(bannersOn('/personal-data', `${SEARCH}&pt=schicht3&mp=150`)).toEqual([]);
    expect(bannersOn('/onboarding-personal-data', `${SEARCH}&pt=ruerup`)).toEqual(RUERUP);
    expect(bannersOn('/onboarding-personal-data', `${SEARCH}&pt=riester`)).toEqual(['yearEnd2026']);
    expect(bannersOn('/onboarding-personal-data', `${SEARCH}&pt=sofort`)).toEqual([]);
  });

  it('falls back to the page’s product before the product is chosen', () => {
    expect(contextOf('/onboarding-product-selection', SEARCH)).toEqual({
      productType: 'schicht3',
      page: '/onboarding-product-selection',
    });
    expect(bannersOn('/onboarding-sofort', 'birthday=1955-02-03')).toEqual([]);
    expect(bannersOn('/result', `${SEARCH}&pt=kaputt`)).toEqual([]);
    expect(bannersOn('/riester-rente', 'pt=kaputt')).toEqual(['yearEnd2026']);
  });

  it('keeps the page’s own product on content and landing pages, whatever the query says', () => {
    expect(bannersOn('/ruerup-rente/lp/vergleichen', 'pt=schicht3')).toEqual(RUERUP);
    expect(bannersOn('/riester-rente', 'pt=ruerup')).toEqual(['yearEnd2026']);
    // The private pension's landing page: no year-end deadline of any campaign.
    expect(bannersOn('/rentenversicherung/lp/vergleichen', 'pt=ruerup')).toEqual([]);
  });

  it('shows the pension-gap banner on both Rentenlückencheck pages, whatever the query says', () => {
    expect(bannersOn('/rentenversicherung/rentenlueckencheck', 'age=40')).toEqual([
      'pensionGap2026',
    ]);
    expect(bannersOn('/rentenversicherung/lp/vergleichen/rentenlueckencheck', 'pt=ruerup')).toEqual(
      ['pensionGap2026'],
    );
    expect(bannersOn('/riester-rente/lp/vergleichen', '')).toEqual(['yearEnd2026']);
  });

  it('gives error pages no banner', () => {
    expect(contextOf('/404', 'pt=ruerup')).toBeNull();
    expect(contextOf('/_error')).toBeNull();
  });
});

describe('bannerContextKey', () => {
  it('changes with the product and the page, not with the rest of the search', () => {
    const key = (path: string, query: string) => bannerContextKey(contextOf(path, query));
    expect(key('/result', `${SEARCH}&pt=ruerup`)).toBe(key('/result', 'pt=ruerup&sort=grade'));
    expect(key('/result', 'pt=ruerup')).not.toBe(key('/result', 'pt=riester'));
    expect(key('/result', 'pt=ruerup')).not.toBe(key('/comparison', 'pt=ruerup'));
    expect(bannerContextKey(null)).toBe('');
  });
});
