import { describe, expect, it } from 'vitest';
import {
  contributionValues,
  monthlyOfYearly,
  readContribution,
} from '../../../domain/onboarding/contribution-form';

const OPTIONS = ['2026-12-01', '2027-01-01', '2027-02-01'];
const CONTEXT = { birthday: '1985-04-12', startOptions: OPTIONS };
const FORM = {
  paymentPeriod: 'monthly',
  contribution: '150',
  retirementAge: '67',
  insuranceStart: '2027-01-01',
};

describe('the contribution step (SPEC §3 payment period, §4 insurance start)', () => {
  it('keeps a monthly contribution in mp', () => {
    expect(readContribution(FORM, CONTEXT)).toEqual({
      ok: true,
      value: {
        paymentPeriod: 'monthly',
        monthlyPayment: 150,
        selectedContribution: '150',
        retirementAge: 67,
        insuranceStart: '2027-01-01',
      },
    });
  });

  it('keeps a yearly amount as its twelfth rounded to cents (SPEC §3), and as typed in sc', () => {
    const answers = readContribution(
      { ...FORM, paymentPeriod: 'yearly', contribution: '1.000' },
      CONTEXT,
    );
    expect(answers.ok && answers.value).toMatchObject({
      paymentPeriod: 'yearly',
      monthlyPayment: 83.33,
      selectedContribution: '1000',
    });
    expect(
      contributionValues(
        { paymentPeriod: 'yearly', monthlyPayment: 83.33, selectedContribution: '1000' },
        { insuranceStart: '2026-12-01' },
        OPTIONS,
      ).contribution,
    ).toBe('1.000');
  });

  it('adds the one-time payment to a monthly contribution, or takes it alone', () => {
    const extra = readContribution(
      { ...FORM, additionalOneTimePayment: '1', oneTimePayment: '5.000' },
      CONTEXT,
    );
    expect(extra.ok && extra.value).toMatchObject({
      monthlyPayment: 150,
      oneTimePayment: 5000,
      additionalOneTimePayment: true,
    });
    const once = readContribution(
      { ...FORM, paymentPeriod: 'oneTime', contribution: '', oneTimePayment: '10000' },
      CONTEXT,
    );
    expect(once.ok && once.value).toEqual({
      paymentPeriod: 'oneTime',
      oneTimePayment: 10000,
      retirementAge: 67,
      insuranceStart: '2027-01-01',
    });
  });

  it('refuses missing amounts, unknown starts and a pension start before the insurance start', () => {
    const answers = readContribution(
      {
        paymentPeriod: 'monthly',
        contribution: '0',
        retirementAge: '75',
        insuranceStart: '2030-01-01',
      },
      CONTEXT,
    );
    expect(answers.ok ? null : answers.error).toEqual({
      contribution: 'Der Beitrag muss größer als 0 € sein.',
      retirementAge: 'Bitte wählen Sie ein Rentenbeginnalter zwischen 62 und 70 Jahren.',
      insuranceStart: 'Bitte wählen Sie einen Versicherungsbeginn aus der Liste.',
    });
    const late = readContribution(
      { ...FORM, retirementAge: '62' },
      { birthday: '1964-12-15', startOptions: OPTIONS },
    );
    expect(late.ok ? null : late.error.retirementAge).toContain('Rentenbeginn muss nach');
  });

  it('prefills the Riester suggestion and the rule’s insurance start', () => {
    expect(monthlyOfYearly(1150)).toBe(95.84);
    expect(
      contributionValues({}, { insuranceStart: '2026-12-01', monthlySuggestion: 95.84 }, OPTIONS),
    ).toEqual({
      paymentPeriod: 'monthly',
      contribution: '95,84',
      oneTimePayment: '',
      additionalOneTimePayment: '',
      retirementAge: '67',
      insuranceStart: '2026-12-01',
    });
  });
});

describe('the contribution step against the catalogue limits (issue 16 item 4)', () => {
  const LIMITS = { monthly: { min: 25, max: 5000 }, oneTime: { min: 500, max: 1_000_000 } };
  const limited = { ...CONTEXT, limits: LIMITS };
  const NBSP = '\u00a0';

  it.each(['5', '99.999'])('refuses %s € a month with the range at the field', (contribution) => {
    const answers = readContribution({ ...FORM, contribution }, limited);
    expect(answers.ok ? null : answers.error).toEqual({
      contribution: `Bitte geben Sie einen Beitrag zwischen 25${NBSP}€ und 5.000${NBSP}€ im Monat ein.`,
    });
  });

  it('names the yearly range for a yearly contribution, the one-time range at its field', () => {
    const answers = readContribution(
      {
        ...FORM,
        paymentPeriod: 'yearly',
        contribution: '100',
      },
      limited,
    );
    expect(answers.ok ? null : answers.error).toEqual({
      contribution: `Bitte geben Sie einen Beitrag zwischen 300${NBSP}€ und 60.000${NBSP}€ im Jahr ein.`,
    });
    const oneTime = readContribution(
      { ...FORM, paymentPeriod: 'oneTime', oneTimePayment: '100' },
      limited,
    );
    expect(oneTime.ok ? null : oneTime.error).toEqual({
      oneTimePayment: `Bitte geben Sie einen Einmalbeitrag zwischen 500${NBSP}€ und 1.000.000${NBSP}€ ein.`,
    });
  });

  it('accepts the bounds themselves', () => {
    expect(readContribution({ ...FORM, contribution: '25' }, limited).ok).toBe(true);
    expect(readContribution({ ...FORM, contribution: '5.000' }, limited).ok).toBe(true);
  });
});
