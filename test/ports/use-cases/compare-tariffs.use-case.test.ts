import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryTariffCatalogue } from '../../../adapters/memory/memory-tariff-catalogue.adapter';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import {
  isCatalogueFailure,
  makeCompareTariffs,
} from '../../../ports/use-cases/compare-tariffs.use-case';
import { smallCatalogue, smallCataloguePort, USE_CASE_NOW } from './comparison-test-catalogue';

const SCHICHT3 = { productType: 'schicht3', birthday: '1985-04-12', monthlyPayment: 150 } as const;

describe('makeCompareTariffs', () => {
  const clock = new FixedClockAdapter(USE_CASE_NOW);
  const compare = makeCompareTariffs({ catalogue: smallCataloguePort(), clock });

  it("answers the domain's result list with the catalogue's demo flag", async () => {
    const answer = await compare(SCHICHT3, {});
    const domain = compareTariffs(smallCatalogue(), SCHICHT3, {}, USE_CASE_NOW);
    expect(domain.ok).toBe(true);
    expect(answer).toMatchObject({
      ok: true,
      value: { demo: false, ...(domain.ok && domain.value) },
    });
    expect(answer.ok && answer.value.results.map((r) => r.tariffId)).toEqual(['test-invest']);
  });

  it('projects as of the clock unless a moment is given', async () => {
    const later = Temporal.Instant.from('2026-09-15T10:00:00Z');
    const byClock = await compare(SCHICHT3, {});
    const given = await compare(SCHICHT3, {}, later);
    clock.set(later);
    const movedClock = await compare(SCHICHT3, {});
    clock.set(USE_CASE_NOW);
    expect(given).toEqual(movedClock);
    expect(given).not.toEqual(byClock);
  });

  it('counts total before and shown after the filters', async () => {
    const answer = await compare(SCHICHT3, { insuranceFilter: [1] });
    expect(answer).toMatchObject({
      ok: true,
      value: { total: 1, shown: 0, demo: false, results: [], facts: [] },
    });
  });

  it('passes the device output on (it changes the points only)', async () => {
    const desktop = await compare(SCHICHT3, {}, USE_CASE_NOW, 'desktop');
    const app = await compare(SCHICHT3, {}, USE_CASE_NOW, 'app');
    const points = (r: typeof desktop) => (r.ok ? r.value.results[0]?.points : undefined);
    expect(points(desktop)).not.toBe(points(app));
  });

  it('answers bad search data with the domain error', async () => {
    expect(await compare({ birthday: '1985-04-12' }, {})).toEqual({
      ok: false,
      error: { kind: 'comparison/product-type', message: 'Bitte wählen Sie eine Produktart.' },
    });
  });

  it('answers a catalogue that does not load with its load error (an infrastructure failure)', async () => {
    const error = {
      kind: 'catalogue/unreadable',
      message: 'catalogue file /x.json: not found',
    } as const;
    const broken = makeCompareTariffs({ catalogue: new MemoryTariffCatalogue(error), clock });
    const answer = await broken(SCHICHT3, {});
    expect(answer).toEqual({ ok: false, error });
    expect(isCatalogueFailure(error)).toBe(true);
    expect(isCatalogueFailure({ kind: 'comparison/birthday' })).toBe(false);
  });
});
