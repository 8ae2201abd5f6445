import { describe, expect, it } from 'vitest';
import {
  defaultEntryProduct,
  ENTRY_PRODUCT_CARDS,
  parseEntryProduct,
} from '../../../domain/entry/entry-product';

describe('entry products (SPEC §2)', () => {
  it('shows the two cards with the spec names', () => {
    expect(ENTRY_PRODUCT_CARDS.map((card) => card.title)).toEqual([
      'Rentenversicherung',
      'Einmalbeitrag- und Sofort-Rente',
    ]);
    expect(ENTRY_PRODUCT_CARDS.map((card) => card.product)).toEqual(['schicht3', 'sofort']);
  });

  it('maps product types to cards', () => {
    expect(parseEntryProduct('sofort')).toBe('sofort');
    for (const type of ['schicht3', 'riester', 'ruerup', 's3einmalzahlung']) {
      expect(parseEntryProduct(type)).toBe('schicht3');
    }
    expect(parseEntryProduct('rente')).toBeNull();
    expect(parseEntryProduct(null)).toBeNull();
  });

  it('single-premium pages start on the single premium', () => {
    expect(defaultEntryProduct('rente-ez')).toBe('sofort');
    expect(defaultEntryProduct('rente')).toBe('schicht3');
    expect(defaultEntryProduct('avmix')).toBe('schicht3');
  });
});
