import { describe, expect, it } from 'vitest';
import { FIGURE_TOKENS, resolveFigureTokens } from '../../../domain/content/figure-tokens';

const nb = '\u00a0';

describe('figure tokens for page content', () => {
  it('formats the official figures of 2026 in German', () => {
    expect(FIGURE_TOKENS['riester.basicAllowance']).toBe(`175${nb}€`);
    expect(FIGURE_TOKENS['riester.maxDeductible']).toBe(`2.100${nb}€`);
    expect(FIGURE_TOKENS['ruerup.maxDeductible']).toBe(`30.826${nb}€`);
    expect(FIGURE_TOKENS['ruerup.maxDeductibleMarried']).toBe(`61.652${nb}€`);
    expect(FIGURE_TOKENS['pension.currentValue']).toBe(`42,52${nb}€`);
    expect(FIGURE_TOKENS['pension.contributionRate']).toBe(`18,6${nb}%`);
    expect(FIGURE_TOKENS['pension.taxableShare']).toBe(`84${nb}%`);
    expect(FIGURE_TOKENS['insurance.maxGuaranteedInterest']).toBe(`1${nb}%`);
    expect(FIGURE_TOKENS['insurance.modelRates']).toBe(`0,67${nb}%, 1,67${nb}% und 2,67${nb}%`);
    expect(FIGURE_TOKENS['tax.basicAllowance']).toBe(`12.348${nb}€`);
  });

  it('replaces tokens and refuses unknown ones', () => {
    expect(resolveFigureTokens('Grundzulage {{ riester.basicAllowance }} pro Jahr')).toEqual({
      ok: true,
      value: `Grundzulage 175${nb}€ pro Jahr`,
    });
    expect(resolveFigureTokens('{{riester.bonus}} und {{x}}')).toEqual({
      ok: false,
      error: { kind: 'content/unknown-figure', message: 'Unbekannte Kennzahl: riester.bonus, x' },
    });
  });
});
