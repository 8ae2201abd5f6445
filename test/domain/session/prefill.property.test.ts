import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergePrefill, type PrefillSource } from '../../../domain/session/prefill';

const value = fc.option(fc.oneof(fc.constantFrom('', ' '), fc.string({ maxLength: 6 })), {
  nil: undefined,
});
const source: fc.Arbitrary<PrefillSource> = fc.record({
  birthday: fc.oneof(value, fc.constant(null)),
  jobSituation: fc.oneof(value, fc.constant(null)),
});
const isGiven = (v: string | null | undefined): v is string =>
  typeof v === 'string' && v.trim() !== '';

describe('mergePrefill properties', () => {
  it('each field is the first given value in the order query, business process, login', () => {
    fc.assert(
      fc.property(source, source, source, (query, businessProcess, login) => {
        const merged = mergePrefill({ query, businessProcess, login });
        for (const field of ['birthday', 'jobSituation'] as const) {
          const order = [query[field], businessProcess[field], login[field]];
          expect(merged[field]).toBe(order.find(isGiven) ?? null);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a given query value always wins, and a source of only gaps changes nothing', () => {
    fc.assert(
      fc.property(
        source,
        source,
        source,
        fc.string({ minLength: 1 }).filter(isGiven),
        (q, b, l, v) => {
          expect(
            mergePrefill({ query: { ...q, birthday: v }, businessProcess: b, login: l }).birthday,
          ).toBe(v);
          const gaps = { birthday: '', jobSituation: null };
          expect(mergePrefill({ query: gaps, businessProcess: b, login: l })).toEqual(
            mergePrefill({ query: {}, businessProcess: b, login: l }),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
