import { describe, expect, it } from 'vitest';
import { calculatePensionGap } from '../../../domain/pension-gap/pension-gap';
import {
  PENSION_GAP_MESSAGES,
  type PensionGapFormInput,
  type PensionGapInput,
  parsePensionGapInput,
} from '../../../domain/pension-gap/pension-gap-input';

/** The form with „Haben Sie Kinder?“ answered „Ja“ unless the case says otherwise. */
const parsed = (form: PensionGapFormInput): PensionGapInput => {
  const result = parsePensionGapInput({ childless: '0', ...form });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('calculatePensionGap, worked by hand (2026 figures)', () => {
  it('an average earner of 40 who retires at the regular age of 67', () => {
    // Born 2026 − 40 = 1986 → Regelaltersgrenze 67 (§ 235 SGB VI), Zugangsfaktor 1.
    // Gross 51,944 € = the Durchschnittsentgelt 2026 → 1 Entgeltpunkt a year; 67 − 20 = 47 years → 47 EP.
    // Pension 47 × 1 × 1 × 42.52 € = 1,998.44 €.
    // KVdR: (14.6 % + 2.9 %) / 2 = 8.75 % × 1,998.44 = 174.8635 → 174.86 €; Pflege 3.6 % → 71.94384 → 71.94 €.
    // Start 2053: Besteuerungsanteil 82.5 % + 30 × 0.5 = 97.5 %.
    // zvE = 1,998.44 × 12 × 0.975 − 102 − 36 − (174.86 + 71.94) × 12 = 23,381.748 − 138 − 2,961.60 = 20,282.148 → 20,282.
    // § 32a 2026 zone 3: z = (20,282 − 17,799) / 10,000 = 0.2483; (173.10 × 0.2483 + 2,397) × 0.2483 + 1,034.87
    //   = 2,439.98 × 0.2483 + 1,034.87 = 1,640.72 → 1,640 €; Soli 0 (below 20,350 €); a month 136.67 €.
    // Net 1,998.44 − 174.86 − 71.94 − 136.67 = 1,614.97 €; need 80 % × 3,000 = 2,400 €; gap 785.03 €.
    const gap = calculatePensionGap(
      parsed({ age: '40', gross: '51.944', net: '3.000', retireAt: '67' }),
      2026,
    );
    expect(gap.regularRetirementAge).toEqual({ years: 67, months: 0 });
    expect(gap.statutory).toMatchObject({
      source: 'estimate',
      entgeltpunkte: 47,
      accessFactor: 1,
      gross: 1998.44,
      healthInsurance: 174.86,
      careInsurance: 71.94,
      taxableShare: 0.975,
      tax: 136.67,
      net: 1614.97,
    });
    expect(gap.need).toBe(2400);
    expect(gap.gap).toBe(785.03);
    // 27 years at 2 %: 1.02^27 = 1.706886 → 785.03 × 1.706886 = 1,339.957 €.
    expect(gap.gapAtRetirement).toBe(1339.96);
    // r = 1.0267^(1/12) − 1 = 0.00219823; 23 years = 276 months in advance:
    // (1 − 1.0267^−23) / r × (1 + r) = 207.2101 → 1,339.957 × 207.2101 = 277,652.67 €.
    expect(gap.payoutYears).toBe(23);
    expect(gap.capitalNeeded).toBe(277652.67);
    // 27 years = 324 months in advance: (1.0267^27 − 1) / r × (1 + r) = 472.7490 → 277,652.67 / 472.7490 = 587.32 €.
    expect(gap.monthlySaving).toBe(587.32);
  });

  it('the Renteninformation figure, three years early, childless', () => {
    // Born 1976 → regular age 67; start at 64 is 36 months early: 1 − 36 × 0.3 % = 0.892.
    // 1,500 € × 0.892 = 1,338 €; KVdR 8.75 % = 117.075 → 117.08 €; Pflege 3.6 + 0.6 = 4.2 % = 56.196 → 56.20 €.
    // Start 2040: 82.5 % + 17 × 0.5 = 91 %; zvE = 1,338 × 12 × 0.91 − 138 − 173.28 × 12 = 14,610.96 − 138 − 2,079.36
    //   = 12,393.60 → 12,393; zone 2: y = 0.0045, (914.51 × 0.0045 + 1,400) × 0.0045 = 6.32 → 6 € a year, 0.50 € a month.
    // Net 1,338 − 117.08 − 56.20 − 0.50 = 1,164.22 €; need 90 % × 2,500 = 2,250 €; gap 1,085.78 €.
    const gap = calculatePensionGap(
      parsed({
        age: '50',
        net: '2500',
        retireAt: '64',
        statutory: '1500',
        childless: '1',
        share: '90',
      }),
      2026,
    );
    expect(gap.statutory).toMatchObject({
      source: 'renteninformation',
      entgeltpunkte: null,
      accessFactor: 0.892,
      gross: 1338,
      healthInsurance: 117.08,
      careInsurance: 56.2,
      taxableShare: 0.91,
      tax: 0.5,
      net: 1164.22,
    });
    expect(gap.gap).toBe(1085.78);
    // 1.02^14 = 1.319479 → 1,432.66 €; 26 years: factor 226.1129 → 323,943.69 €;
    // 14 years = 168 months: factor 203.3999 → 1,592.64 € a month.
    expect(gap.gapAtRetirement).toBe(1432.66);
    expect(gap.capitalNeeded).toBe(323943.69);
    expect(gap.monthlySaving).toBe(1592.64);
  });

  it('no gap when the pension and other income cover the need: no capital, no saving', () => {
    const gap = calculatePensionGap(
      parsed({ age: '30', gross: '60000', net: '2000', retireAt: '67', share: '50', other: '500' }),
      2026,
    );
    expect(gap.gap).toBe(0);
    expect(gap.capitalNeeded).toBe(0);
    expect(gap.monthlySaving).toBe(0);
  });

  it('caps the salary at the Beitragsbemessungsgrenze (101,400 € in 2026)', () => {
    const high = calculatePensionGap(
      parsed({ age: '40', gross: '500000', net: '9000', retireAt: '67' }),
      2026,
    );
    const cap = calculatePensionGap(
      parsed({ age: '40', gross: '101400', net: '9000', retireAt: '67' }),
      2026,
    );
    expect(high.statutory.gross).toBe(cap.statutory.gross);
    // 101,400 / 51,944 × 47 = 91.7488 EP.
    expect(cap.statutory.entgeltpunkte).toBe(91.7488);
  });
});

describe('parsePensionGapInput', () => {
  it('reads German amounts and defaults the optional fields', () => {
    expect(
      parsePensionGapInput({
        age: '35',
        gross: '45.000',
        net: '2.500,50',
        retireAt: '67',
        childless: '0',
      }),
    ).toEqual({
      ok: true,
      value: {
        age: 35,
        gross: 45000,
        net: 2500.5,
        retireAt: 67,
        share: 0.8,
        statutory: null,
        other: 0,
        childless: false,
      },
    });
  });

  it('needs no gross salary when the Renteninformation figure is given', () => {
    const result = parsePensionGapInput({
      age: '35',
      net: '2500',
      retireAt: '67',
      statutory: '1.200',
      childless: '1',
    });
    expect(result.ok && result.value.gross).toBe(null);
  });

  it('names every invalid field with its German message; the first is the message', () => {
    const result = parsePensionGapInput({
      age: '17',
      net: '0',
      retireAt: '62',
      share: '101',
      other: '-5',
      childless: 'ja',
    });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'pension-gap/invalid',
        message: 'Bitte geben Sie Ihr Alter in ganzen Jahren zwischen 18 und 62 an.',
        fields: {
          age: PENSION_GAP_MESSAGES.age,
          gross: PENSION_GAP_MESSAGES.gross,
          net: PENSION_GAP_MESSAGES.net,
          retireAt: 'Der gewünschte Rentenbeginn muss zwischen 63 und 70 Jahren liegen.',
          share:
            'Der Bedarf im Ruhestand muss zwischen 50 und 100 Prozent Ihres Nettoeinkommens liegen.',
          other: PENSION_GAP_MESSAGES.other,
          childless: 'Bitte geben Sie an, ob Sie Kinder haben.',
        },
      },
    });
  });

  it('asks „Haben Sie Kinder?“ and assumes no answer (issue 32, finding 9)', () => {
    const form = { age: '35', gross: '45.000', net: '2500', retireAt: '67' };
    expect(parsePensionGapInput(form)).toMatchObject({
      ok: false,
      error: { fields: { childless: 'Bitte geben Sie an, ob Sie Kinder haben.' } },
    });
    expect(parsePensionGapInput({ ...form, childless: '1' })).toMatchObject({
      ok: true,
      value: { childless: true },
    });
  });

  it('refuses amounts that are not plain German euro amounts', () => {
    for (const gross of ['1e5', '50 000 000', '12,345', 'NaN', '10.000.001']) {
      const result = parsePensionGapInput({ age: '35', gross, net: '2500', retireAt: '67' });
      expect(result.ok ? null : result.error.fields.gross).toBe(PENSION_GAP_MESSAGES.gross);
    }
  });
});
