import { describe, expect, it } from 'vitest';
import { riesterAllowanceText } from '../../../domain/comparison-view/assumption-texts';
import { wishNoticeText } from '../../../domain/comparison-view/wish-texts';

const WISH = { investmentType: 'klassisch' as const, beitragsGarantie: 100 };

describe('the wish notice and the allowance text', () => {
  it('counts the matching tariffs, names the wishes, and says nothing without wishes', () => {
    expect(wishNoticeText({ ...WISH, matching: 3, notMatching: 21 })).toBe(
      '3 von 24 Tarifen entsprechen Ihrer Wahl (Anlage „Klassisch“, Beitragsgarantie mindestens 100\u00a0%). 21 Tarife erfüllen Ihren Wunsch nicht; sie stehen weiter unten und sind markiert.',
    );
    expect(wishNoticeText({ ...WISH, matching: 0, notMatching: 24 })).toBe(
      'Kein Tarif entspricht Ihrer Wahl (Anlage „Klassisch“, Beitragsgarantie mindestens 100\u00a0%). Die 24 angezeigten Tarife erfüllen Ihren Wunsch nicht und sind markiert.',
    );
    expect(wishNoticeText({ ...WISH, matching: 5, notMatching: 0 })).toBe(
      'Alle 5 Tarife entsprechen Ihrer Wahl: Anlage „Klassisch“, Beitragsgarantie mindestens 100\u00a0%.',
    );
    expect(
      wishNoticeText({ investmentType: null, beitragsGarantie: 0, matching: 5, notMatching: 0 }),
    ).toBeNull();
    expect(wishNoticeText(null)).toBeNull();
  });

  it('writes the allowances per year, the bonus once and a cut first year', () => {
    expect(
      riesterAllowanceText({
        firstYear: 430.19,
        firstYearMaximum: 675,
        total: 8412.84,
        basicAllowance: 175,
        childAllowances: 300,
        starterBonus: 200,
      }),
    ).toBe(
      'Grundzulage 175,00\u00a0€ + Kinderzulagen 300,00\u00a0€ pro Jahr, einmalig 200,00\u00a0€ Berufseinsteigerbonus; mit Ihrem Beitrag gekürzt auf 430,19\u00a0€ im 1. Jahr (Mindesteigenbeitrag nicht erreicht)',
    );
  });
});
