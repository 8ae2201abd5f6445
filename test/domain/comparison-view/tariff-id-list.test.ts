import { describe, expect, it } from 'vitest';
import {
  parseTariffIds,
  TARIFF_ID_LIST_MESSAGES,
} from '../../../domain/comparison-view/tariff-id-list';

describe('parseTariffIds', () => {
  it('reads a comma list of two or three ids in order', () => {
    expect(parseTariffIds(['a,b'])).toEqual({ ok: true, value: ['a', 'b'] });
    expect(parseTariffIds(['c, a ,b'])).toEqual({ ok: true, value: ['c', 'a', 'b'] });
  });

  it('joins repeated keys (the details form) and drops empty parts and repeats', () => {
    expect(parseTariffIds(['a', 'b'])).toEqual({ ok: true, value: ['a', 'b'] });
    expect(parseTariffIds(['a,,a', 'b,'])).toEqual({ ok: true, value: ['a', 'b'] });
  });

  it('refuses fewer than two different ids with a German message', () => {
    for (const values of [[], [''], ['a'], ['a,a'], ['a', 'a']]) {
      expect(parseTariffIds(values)).toEqual({
        ok: false,
        error: { kind: 'comparison-view/too-few', message: TARIFF_ID_LIST_MESSAGES.tooFew },
      });
    }
  });

  it('refuses more than three ids', () => {
    expect(parseTariffIds(['a,b,c,d'])).toEqual({
      ok: false,
      error: { kind: 'comparison-view/too-many', message: TARIFF_ID_LIST_MESSAGES.tooMany },
    });
    expect(parseTariffIds(['a,b', 'c', 'd']).ok).toBe(false);
  });
});
