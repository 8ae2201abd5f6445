import { describe, expect, it } from 'vitest';
import {
  applicantLines,
  contractSummaryLines,
  maskedIban,
} from '../../../domain/application/contract-summary';
import type { ComparisonRow } from '../../../domain/comparison/comparison-row';
import { RIESTER_FAMILY_FORM } from '../../fixtures/application/riester-family';
import { exampleApplicationForm } from '../../support/memory-application-journey';

const row = {
  insurerName: 'Ostseewind Leben',
  tariffName: 'Privatrente Invest ETF',
  monthlyContribution: 150,
  oneTimePayment: 0,
  guaranteedPension: 0,
  projectedPension: 300.86,
  capitalAtRetirement: 102646.76,
  guaranteedCapital: 0,
  effectiveCosts: 0.49,
  assumedReturns: { fund: 0.06, guaranteePart: null },
} as ComparisonRow;

const lineValue = (lines: readonly { key: string; value: string }[], key: string): string =>
  lines.find((l) => l.key === key)?.value ?? '';

describe('the contract summary', () => {
  it('writes the details’ figures as the list and the details write them', () => {
    const lines = contractSummaryLines(
      { row, insuranceStart: '2026-04-01', pensionStart: '2052-05-01' },
      'monthly',
    );
    expect(lineValue(lines, 'contribution')).toBe('150,00\u00a0€ mtl.');
    expect(lineValue(lines, 'paymentPeriod')).toBe('monatlich');
    expect(lineValue(lines, 'insuranceStart')).toBe('01.04.2026');
    expect(lineValue(lines, 'pensionStart')).toBe('01.05.2052');
    expect(lineValue(lines, 'projectedPension')).toBe('300,86\u00a0€');
    // The projection's assumption stands right below it (issue 29: never a figure without it).
    expect(lines.find((l) => l.key === 'projectedPension')?.note).toBe(
      'Annahme: 6\u00a0% Fondsrendite p.\u00a0a. vor Kosten',
    );
    expect(lines.find((l) => l.key === 'guaranteedPension')?.note).toBeUndefined();
    expect(lineValue(lines, 'capital')).toBe('102.646,76\u00a0€');
    expect(lineValue(lines, 'effectiveCosts')).toBe('0,49\u00a0%');
  });

  it('Sofortrente: one-time payment, no Effektivkosten', () => {
    const lines = contractSummaryLines(
      {
        row: { ...row, monthlyContribution: 0, oneTimePayment: 50000, effectiveCosts: null },
        insuranceStart: '2026-04-01',
        pensionStart: '2026-05-01',
      },
      'oneTime',
    );
    expect(lineValue(lines, 'contribution')).toBe('50.000,00\u00a0€ einmalig');
    expect(lineValue(lines, 'effectiveCosts')).toBe('–');
  });

  it('repeats the customer’s data with the IBAN shortened', () => {
    const lines = applicantLines(exampleApplicationForm());
    expect(lineValue(lines, 'name')).toBe('Frau Maria Musterfrau');
    expect(lineValue(lines, 'birthday')).toBe('12.04.1985');
    expect(lineValue(lines, 'address')).toBe('Invalidenstraße 12, 10115 Berlin');
    expect(lineValue(lines, 'iban')).toBe('DE89 •••• 3000');
    expect(maskedIban('de89 3704 0044 0532 0130 00')).toBe('DE89 •••• 3000');
  });

  it('repeats the Zulagenantrag with each child and the yearly Kinderzulage, as the Antrag PDF', () => {
    const lines = applicantLines(RIESTER_FAMILY_FORM);
    expect(lineValue(lines, 'allowanceApplication')).toBe('Dauerzulagenantrag');
    expect(lineValue(lines, 'child0')).toBe(
      'Lena Müßig-Özdemir, geboren 03.05.2012; Kindergeld: Ich; Kinderzulage 300,00\u00a0€ im Jahr',
    );
    expect(lineValue(lines, 'child1')).toContain('Jonas Müßig-Özdemir, geboren 21.12.2004');
    expect(lineValue(lines, 'child1')).toContain('Kinderzulage 185,00\u00a0€ im Jahr');
    expect(lineValue(lines, 'kinderzulage')).toBe('485,00\u00a0€ im Jahr');
    // Not Riester: no Zulagenantrag lines.
    expect(applicantLines(exampleApplicationForm()).some((l) => l.key === 'kinderzulage')).toBe(
      false,
    );
  });
});
