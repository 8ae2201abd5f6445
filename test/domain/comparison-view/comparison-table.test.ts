import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { type TariffDetails, tariffDetails } from '../../../domain/comparison/tariff-details';
import { comparisonTable } from '../../../domain/comparison-view/comparison-table';
import type { SearchData } from '../../../domain/search-data/search-data';
import { SMALL_CATALOGUE } from '../../fixtures/comparison/small-catalogue';

const NOW = Temporal.Instant.from('2026-03-10T10:00:00Z');

const detailsOf = (ids: readonly string[], search: SearchData): TariffDetails[] =>
  ids.map((id) => {
    const d = tariffDetails(SMALL_CATALOGUE, id, search, NOW);
    if (!d.ok) throw new Error(d.error.message);
    return d.value;
  });

const benefitLabels = (details: readonly TariffDetails[]): string[] =>
  comparisonTable(details)[0]?.rows.map((r) => r.label) ?? [];

describe('comparisonTable benefits', () => {
  it('shows a yearly payment as chosen in the Beitrag row', () => {
    const details = detailsOf(['a-klassik', 'c-hybrid'], {
      productType: 'schicht3',
      birthday: '1990-05-15',
      paymentPeriod: 'yearly',
      monthlyPayment: 833.33,
      selectedContribution: '10000',
    });
    const row = comparisonTable(details)[0]?.rows.find((r) => r.label === 'Beitrag');
    expect(row?.cells.map((c) => c.text)).toEqual([
      '10.000,00\u00a0€ jährl.',
      '10.000,00\u00a0€ jährl.',
    ]);
  });

  it('leaves out capital at pension start and Beitragsgarantie for a Sofortrente', () => {
    const labels = benefitLabels(
      detailsOf(['e-einmal'], {
        productType: 'sofort',
        birthday: '1960-05-15',
        oneTimePayment: 50_000,
      }),
    );
    expect(labels).not.toContain('Kapital zum Rentenbeginn');
    expect(labels).not.toContain('Beitragsgarantie');
    expect(labels).toContain('Garantierte Rente (mtl.)');
  });

  it('shows the allowance rows only when a compared tariff gets allowances', () => {
    const private3 = benefitLabels(
      detailsOf(['a-klassik', 'b-etf'], {
        productType: 'schicht3',
        birthday: '1990-05-15',
        monthlyPayment: 100,
      }),
    );
    expect(private3).toContain('Kapital zum Rentenbeginn');
    expect(private3).toContain('Eigene Beiträge');
    expect(private3).not.toContain('Staatliche Zulagen');
    expect(private3).not.toContain('Eingezahlt insgesamt');
    const riester = benefitLabels(
      detailsOf(['d-foerder'], {
        productType: 'riester',
        birthday: '1990-05-15',
        monthlyPayment: 100,
        jobSituation: 'Angestellter',
        estimatedGrossYearlySalary: 40_000,
      }),
    );
    expect(riester).toContain('Staatliche Zulagen');
    expect(riester).toContain('Eingezahlt insgesamt');
  });
});
