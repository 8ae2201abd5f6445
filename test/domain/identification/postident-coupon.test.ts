import { describe, expect, it } from 'vitest';
import {
  postIdentCode,
  postIdentCouponModel,
} from '../../../domain/identification/postident-coupon';

describe('Postident coupon', () => {
  it('groups the reference behind PI with a check character that sees a changed character', () => {
    expect(postIdentCode('RK-2026-ABCDEFGH')).toMatch(/^PI RK20 26AB CDEF GH[0-9A-Z]$/);
    expect(postIdentCode('RK-2026-ABCDEFGH')).not.toBe(postIdentCode('RK-2026-ABCDEFGI'));
  });

  it('names reference, code, the branch search near the address, and says it is a demo', () => {
    const model = postIdentCouponModel({
      reference: 'RK-2026-ABCDEFGH',
      name: 'Jürgen Müßig',
      address: { street: 'Marienplatz', houseNumber: '8', postalCode: '80331', city: 'München' },
      date: '2026-11-26',
    });
    const text = JSON.stringify(model);
    expect(model.title).toBe('Postident-Coupon');
    expect(text).toContain('RK-2026-ABCDEFGH');
    expect(text).toContain(postIdentCode('RK-2026-ABCDEFGH'));
    expect(text).toContain('Die nächste Filiale in der Nähe von 80331 München');
    expect(model.footnote).toMatch(/^DEMO:/);
  });
});
