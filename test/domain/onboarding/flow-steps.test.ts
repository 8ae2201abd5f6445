import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_STEPS,
  progressText,
  STEP_FIELDS,
  STEP_PATHS,
  stepOfPath,
  stepPosition,
} from '../../../domain/onboarding/flow-steps';
import { FLOW_PAGE_SEEDS } from '../../../domain/pages/flow-pages';

describe('the onboarding steps (SPEC §2 flow routes)', () => {
  it('leads through four steps to the result list', () => {
    expect(stepPosition('personalData')).toEqual({
      number: 1,
      of: 4,
      previousPath: null,
      nextPath: '/onboarding-product-selection',
    });
    expect(stepPosition('contribution').previousPath).toBe('/onboarding-product-selection');
    expect(stepPosition('investmentSelection').nextPath).toBe('/result');
    expect(progressText(stepPosition('productSelection'))).toBe('Schritt 2 von 4');
  });

  it('has the single-premium flow in one step', () => {
    expect(stepPosition('sofort')).toEqual({
      number: 1,
      of: 1,
      previousPath: null,
      nextPath: '/result',
    });
  });

  it('uses registry paths only and maps them back', () => {
    const registry = FLOW_PAGE_SEEDS.map(([path]) => path);
    for (const step of ONBOARDING_STEPS) {
      expect(registry).toContain(STEP_PATHS[step]);
      expect(stepOfPath(STEP_PATHS[step])).toBe(step);
    }
    expect(stepOfPath('/result')).toBeNull();
  });

  it('lets the regular steps own disjoint search-data fields', () => {
    const regular = ONBOARDING_STEPS.filter((s) => s !== 'sofort').flatMap((s) => STEP_FIELDS[s]);
    expect(new Set(regular).size).toBe(regular.length);
  });
});
