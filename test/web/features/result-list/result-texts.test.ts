import { describe, expect, it } from 'vitest';
import type { ComparisonRow } from '../../../../domain/comparison/comparison-row';
import { percentPointsText as effectiveCostsText } from '../../../../domain/comparison-view/figure-texts';
import { countText, rowTexts } from '../../../../web/features/result-list/result-texts';

const ROW: ComparisonRow = {
  tariffId: 't1',
  insurerId: 1,
  insurerName: 'Muster Leben',
  tariffName: 'Rente Plus',
  monthlyContribution: 0,
  oneTimePayment: 50000,
  guaranteedPension: 1234.5,
  projectedPension: 1500,
  capitalAtRetirement: 50000,
  guaranteedCapital: 50000,
  effectiveCosts: null,
  grade: 2.25,
  points: 0,
  payInError: null,
  riesterAllowances: null,
  ruerupTaxSaving: null,
  assumedReturns: { fund: 0.06, guaranteePart: null },
  beitragsGarantie: 0,
  investmentType: 'fondsgebunden',
  wishMismatches: [],
};

describe('the result list’s texts (SPEC §5 display formats)', () => {
  it('writes money as 1.234,56 € and grades as 1,5', () => {
    expect(rowTexts(ROW)).toEqual({
      grade: '2,3',
      contribution: '50.000,00\u00a0€ einmalig',
      guaranteedPension: '1.234,50\u00a0€',
      projectedPension: '1.500,00\u00a0€',
      capital: '50.000,00\u00a0€',
      effectiveCosts: '–',
    });
    expect(rowTexts({ ...ROW, monthlyContribution: 83.33 }).contribution).toBe('83,33\u00a0€ mtl.');
  });

  it('counts the shown tariffs of all and writes Effektivkosten in percent', () => {
    expect(countText(12, 60)).toBe('12 von 60 Tarifen');
    expect(countText(1, 1)).toBe('1 von 1 Tarif');
    expect(effectiveCostsText(0.5)).toBe('0,50\u00a0%');
  });
});
