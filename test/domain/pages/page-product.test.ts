import { describe, expect, it } from 'vitest';
import { productTypeOfPage } from '../../../domain/pages/page-product';
import { PAGES, pageByPath } from '../../../domain/pages/page-registry';

const productOf = (path: string) => productTypeOfPage(pageByPath(path)!);

describe('productTypeOfPage', () => {
  it('names the product of the Riester, Rürup, single-premium and other pages', () => {
    expect(productOf('/riester-rente/foerderung')).toBe('riester');
    expect(productOf('/riester-rente/sl/zulagen-sichern')).toBe('riester');
    expect(productOf('/ruerup-rente/lp/vergleichen')).toBe('ruerup');
    expect(productOf('/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen')).toBe(
      'sofort',
    );
    expect(productOf('/onboarding-sofort')).toBe('sofort');
    expect(productOf('/rentenversicherung/lp/vergleichen')).toBe('schicht3');
    expect(productOf('/altersvorsorge')).toBe('schicht3');
    expect(productOf('/onboarding-personal-data')).toBe('schicht3');
  });

  it('gives error pages no product', () => {
    expect(productOf('/404')).toBeNull();
    expect(productOf('/_error')).toBeNull();
  });

  it('gives every other registry page a product; the legal pages none (no year-end banners)', () => {
    const without = PAGES.filter(
      (p) => p.kind !== 'error' && p.kind !== 'legal' && productTypeOfPage(p) === null,
    );
    expect(without).toEqual([]);
    expect(PAGES.filter((p) => p.kind === 'legal').map(productTypeOfPage)).toEqual(
      Array(5).fill(null),
    );
  });
});
