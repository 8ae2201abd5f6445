import { describe, expect, it } from 'vitest';
import { BIRTHDAY_MESSAGES } from '../../../domain/age/check-birthday';
import { planEntry } from '../../../domain/entry/entry-submission';

const TODAY = { year: 2026, month: 3, day: 15 };

describe('planEntry (SPEC §2 call-to-action)', () => {
  it('saves birthday and job situation, then goes to the personal data', () => {
    expect(
      planEntry(
        { product: 'schicht3', birthday: '17.05.1990', jobSituation: 'Angestellter' },
        TODAY,
      ),
    ).toEqual({
      kind: 'go',
      target: '/onboarding-personal-data?jobSituation=Angestellter&birthday=1990-05-17',
      save: { birthday: '1990-05-17', jobSituation: 'Angestellter', productType: 'schicht3' },
    });
  });

  it('the single premium goes to /onboarding-sofort with the birthday only', () => {
    expect(
      planEntry({ product: 'sofort', birthday: '15.03.1956', jobSituation: 'Beamter' }, TODAY),
    ).toEqual({
      kind: 'go',
      target: '/onboarding-sofort?birthday=1956-03-15',
      save: { birthday: '1956-03-15', jobSituation: 'Beamter', productType: 'sofort' },
    });
  });

  it('stays with the message on an invalid birth date and saves no birthday', () => {
    expect(
      planEntry({ product: 'schicht3', birthday: '15.03.1956', jobSituation: 'Beamter' }, TODAY),
    ).toEqual({
      kind: 'stay',
      message: BIRTHDAY_MESSAGES.maxAge(62),
      save: { jobSituation: 'Beamter', productType: 'schicht3' },
    });
    expect(
      planEntry({ product: 'sofort', birthday: '31.02.1980', jobSituation: null }, TODAY),
    ).toEqual({ kind: 'stay', message: BIRTHDAY_MESSAGES.invalid, save: null });
  });

  it('saves nothing when nothing is given; an unknown job situation counts as none', () => {
    expect(planEntry({ product: 'schicht3', birthday: '', jobSituation: '' }, TODAY)).toEqual({
      kind: 'go',
      target: '/onboarding-personal-data',
      save: null,
    });
    expect(
      planEntry({ product: 'schicht3', birthday: '', jobSituation: 'Rentner' }, TODAY),
    ).toMatchObject({ save: null });
  });
});

describe('the widget on a Riester or Rürup page keeps its product (issue 16 item 7)', () => {
  it.each(['riester', 'ruerup'] as const)('carries pt=%s to the personal data', (pageProduct) => {
    const plan = planEntry(
      { product: 'schicht3', birthday: '17.05.1990', jobSituation: 'Angestellter', pageProduct },
      TODAY,
    );
    expect(plan.kind === 'go' && plan.target).toBe(
      `/onboarding-personal-data?jobSituation=Angestellter&birthday=1990-05-17&pt=${pageProduct}`,
    );
  });

  it('leaves the single premium as it is', () => {
    const plan = planEntry(
      { product: 'sofort', birthday: '15.03.1956', jobSituation: null, pageProduct: 'riester' },
      TODAY,
    );
    expect(plan.kind === 'go' && plan.target).toBe('/onboarding-sofort?birthday=1956-03-15');
  });
});
