import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { memoizeSignedFigures } from '../../../adapters/server/signed-figures-memo';
import { applicationTariffDetails } from '../../../domain/application/application-tariff';
import { applicationChoices } from '../../arbitraries/application-choice';
import { demoCatalogue, SAMPLE_CHOICE } from '../../fixtures/application/sample-application';

const catalogue = demoCatalogue();
// Instants around Berlin midnights and the year end, where the insurance start and the periods turn.
const instants = fc
  .integer({ min: 1_767_000_000_000, max: 1_767_400_000_000 })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

describe('the signed figures kept per choice and day', () => {
  it('answers what the pure figures answer, through hits and evictions', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(applicationChoices(catalogue), instants), {
          minLength: 1,
          maxLength: 12,
        }),
        (calls) => {
          const figures = memoizeSignedFigures(applicationTariffDetails, 3);
          for (const [choice, now] of [...calls, ...calls]) {
            expect(figures(catalogue, choice, now)).toStrictEqual(
              applicationTariffDetails(catalogue, choice, now),
            );
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('figures a choice once a day and catalogue, and keeps it frozen', () => {
    let figured = 0;
    const figures = memoizeSignedFigures((...args) => {
      figured += 1;
      return applicationTariffDetails(...args);
    });
    const morning = Temporal.Instant.from('2026-03-15T08:00:00Z');
    const first = figures(catalogue, SAMPLE_CHOICE, morning);
    expect(figures(catalogue, SAMPLE_CHOICE, morning.add({ hours: 3 }))).toBe(first);
    expect(figured).toBe(1);
    expect(Object.isFrozen(first.ok && first.value.yearTable[0])).toBe(true);
    figures(catalogue, SAMPLE_CHOICE, morning.add({ hours: 24 }));
    figures({ ...catalogue }, SAMPLE_CHOICE, morning);
    expect(figured).toBe(3);
  });
});
