import { describe, expect, it } from 'vitest';
import {
  areaIdFor,
  normalizePath,
  pageEntry,
  pageTypeFor,
  productCategoryFor,
  trackingPathFor,
} from '../../../domain/pages/page-rules';

describe('page rules', () => {
  it('normalises paths', () => {
    expect(normalizePath('/a/b/')).toBe('/a/b');
    expect(normalizePath('/a//?x=1')).toBe('/a');
    expect(normalizePath('/#top')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });

  it('maps kinds to page types', () => {
    expect(pageTypeFor('landing')).toBe('SEA');
    expect(pageTypeFor('subLanding')).toBe('SEA');
    expect(pageTypeFor('content')).toBe('PSSSEO');
    expect(pageTypeFor('flow')).toBe('other');
    expect(pageTypeFor('error')).toBe('other');
  });

  it('derives the product category from the path', () => {
    expect(productCategoryFor('/rentenversicherung/sofortrente-einmalbeitrag/x')).toBe('rente-ez');
    expect(productCategoryFor('/rentenversicherung/sofortrente-einmalbeitragx')).toBe('rente');
    expect(productCategoryFor('/sofort-insurance-list')).toBe('rente-ez');
    expect(productCategoryFor('/rentenversicherung/rentenlueckencheck')).toBe('rlc');
    expect(productCategoryFor('/altersvorsorge/404')).toBe('avmix');
    expect(productCategoryFor('/altersvorsorgex')).toBe('rente');
    expect(productCategoryFor('/ruerup-rente')).toBe('rente');
  });

  it('builds area ids and tracking paths', () => {
    expect(trackingPathFor('/404')).toBe('/altersvorsorge/404');
    expect(trackingPathFor('/result')).toBe('/result');
    expect(areaIdFor('/onboarding-personal-data')).toBe('rk_onboarding_personal_data');
    expect(areaIdFor('/')).toBe('rk_');
  });

  it('builds a full entry from a seed', () => {
    expect(
      pageEntry('landing', ['/ruerup-rente/lp/vergleichen', 'Rürup-Rente vergleichen', 'Satz.']),
    ).toEqual({
      path: '/ruerup-rente/lp/vergleichen',
      title: 'Rentenversicherung Vergleich',
      heading: 'Rürup-Rente vergleichen',
      description: 'Satz.',
      pageType: 'SEA',
      productCategory: 'rente',
      areaId: 'rk_ruerup_rente_lp_vergleichen',
      trackingPath: '/ruerup-rente/lp/vergleichen',
      kind: 'landing',
    });
  });
});
