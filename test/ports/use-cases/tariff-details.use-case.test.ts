import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryTariffCatalogue } from '../../../adapters/memory/memory-tariff-catalogue.adapter';
import { tariffDetails } from '../../../domain/comparison/tariff-details';
import { makeTariffDetails } from '../../../ports/use-cases/tariff-details.use-case';
import { smallCatalogue, smallCataloguePort, USE_CASE_NOW } from './comparison-test-catalogue';

const SCHICHT3 = { productType: 'schicht3', birthday: '1985-04-12', monthlyPayment: 150 } as const;

describe('makeTariffDetails', () => {
  const details = makeTariffDetails({
    catalogue: smallCataloguePort(),
    clock: new FixedClockAdapter(USE_CASE_NOW),
  });

  it("answers the domain's details with the demo flag, as of the clock", async () => {
    const answer = await details('test-invest', SCHICHT3);
    const domain = tariffDetails(smallCatalogue(), 'test-invest', SCHICHT3, USE_CASE_NOW);
    expect(answer).toEqual({ ok: true, value: { demo: false, ...(domain.ok && domain.value) } });
    expect(answer.ok && answer.value.insuranceStart).toBe('2026-04-01');
  });

  it('answers an unknown tariff and a tariff of another product with the domain errors', async () => {
    expect(await details('gibt-es-nicht', SCHICHT3)).toEqual({
      ok: false,
      error: { kind: 'comparison/unknown-tariff', message: 'Diesen Tarif gibt es nicht.' },
    });
    const other = await details('test-sofort', SCHICHT3);
    expect(other.ok === false && other.error.kind).toBe('comparison/tariff-product-type');
  });

  it('answers a catalogue that does not load with its load error', async () => {
    const error = {
      kind: 'catalogue/rejected',
      message: 'catalogue file /x.json: 1 error, nothing loaded',
      errors: [],
    } as const;
    const broken = makeTariffDetails({
      catalogue: new MemoryTariffCatalogue(error),
      clock: new FixedClockAdapter(USE_CASE_NOW),
    });
    expect(await broken('test-invest', SCHICHT3)).toEqual({ ok: false, error });
  });
});
