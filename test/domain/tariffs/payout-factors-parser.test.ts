import { describe, expect, it } from 'vitest';
import { formatCatalogueError } from '../../../domain/tariffs/catalogue-error';
import { parseTariffCatalogue } from '../../../domain/tariffs/catalogue-parser';
import small from '../../fixtures/catalogue/small-catalogue.json';

// Issue 32, finding 1: the catalogue is checked on load — a longer Rentengarantiezeit or more
// death benefit may never give a higher pension; the errors say so in German, at their path.
type Json = Record<string, unknown>;
const catalogue = (): { demo: unknown; tariffs: Json[] } => structuredClone(small) as never;
const tariff = (c: { tariffs: Json[] }, i: number): Json => c.tariffs[i] as Json;
const entries = (c: { tariffs: Json[] }, i: number): Json[] => tariff(c, i).rentenfaktor as Json[];
const errorsOf = (input: unknown): string[] => {
  const result = parseTariffCatalogue(input);
  return result.ok ? [] : result.error.map(formatCatalogueError);
};

describe('catalogue check: Rentengarantiezeit and death benefit', () => {
  it('refuses a longer guarantee period with a higher current factor', () => {
    const c = catalogue();
    (entries(c, 0)[3] as Json).current = 27.5; // 67 years, 10 years guarantee: 0 years has 27,1
    expect(errorsOf(c)).toEqual([
      'tariffs[0].rentenfaktor: eine längere Rentengarantiezeit darf keine höhere Rente geben: Alter 67, 10 Jahre hat den aktuellen Rentenfaktor 27,5, 0 Jahre nur 27,1',
    ]);
  });

  it('refuses a longer guarantee period with a higher guaranteed factor', () => {
    const c = catalogue();
    (entries(c, 1)[1] as Json).guaranteed = 24.6;
    expect(errorsOf(c)).toEqual([
      'tariffs[1].rentenfaktor: eine längere Rentengarantiezeit darf keine höhere Rente geben: Alter 60, 10 Jahre hat den garantierten Rentenfaktor 24,6, 0 Jahre nur 24,5',
    ]);
  });

  it('refuses a table where a guarantee period lacks an age (the factors could not be compared)', () => {
    const c = catalogue();
    entries(c, 0).splice(1, 1);
    expect(errorsOf(c)).toEqual([
      'tariffs[0].rentenfaktor: Rentengarantiezeit 10 Jahre fehlt für das Alter 60: jede Rentengarantiezeit braucht einen Eintrag für jedes Alter',
    ]);
  });

  it('refuses less death benefit with a lower factor', () => {
    const c = catalogue();
    tariff(c, 1).deathBenefitFactors = { guthaben: 1, keine: 0.98 };
    expect(errorsOf(c)).toEqual([
      'tariffs[1].deathBenefitFactors.keine: expected a number between 1 and 1.15',
    ]);
    tariff(c, 1).deathBenefitOptions = ['beitragsrueckgewaehr', 'guthaben', 'keine'];
    tariff(c, 1).deathBenefitFactors = { beitragsrueckgewaehr: 1.04, guthaben: 1, keine: 1.02 };
    expect(errorsOf(c)).toEqual([
      'tariffs[1].deathBenefitFactors.beitragsrueckgewaehr: mehr Leistung im Todesfall darf keine höhere Rente geben: „beitragsrueckgewaehr“ hat den Faktor 1,04, „keine“ nur 1,02',
    ]);
  });

  it('wants the factor 1 for the fullest death benefit, one factor per offered option and no other', () => {
    const c = catalogue();
    tariff(c, 1).deathBenefitFactors = { guthaben: 1.01, keine: 1.04 };
    expect(errorsOf(c)).toEqual([
      'tariffs[1].deathBenefitFactors.guthaben: erwartet 1: der Rentenfaktor gilt für die umfassendste Leistung im Todesfall („guthaben“)',
    ]);
    tariff(c, 1).deathBenefitFactors = { guthaben: 1 };
    expect(errorsOf(c)).toEqual([
      'tariffs[1].deathBenefitFactors.keine: expected a number between 1 and 1.15',
    ]);
    tariff(c, 1).deathBenefitFactors = { guthaben: 1, keine: 1.04, beitragsrueckgewaehr: 1.01 };
    expect(errorsOf(c)).toEqual([
      'tariffs[1].deathBenefitFactors.beitragsrueckgewaehr: unknown field',
    ]);
  });
});
