import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correlationId } from '../../../domain/http/correlation-id';

describe('correlationId (properties)', () => {
  it('splits back into timestamp and unique id at the first hyphen', () => {
    fc.assert(
      fc.property(fc.nat(), fc.uuid(), (timestampMs, uniqueId) => {
        const id = correlationId(timestampMs, uniqueId);
        const cut = id.indexOf('-');
        expect(Number(id.slice(0, cut))).toBe(timestampMs);
        expect(id.slice(cut + 1)).toBe(uniqueId);
      }),
      { numRuns: 200 },
    );
  });

  it('differs for different unique ids at the same timestamp', () => {
    fc.assert(
      fc.property(fc.nat(), fc.uuid(), fc.uuid(), (t, a, b) => {
        fc.pre(a !== b);
        expect(correlationId(t, a)).not.toBe(correlationId(t, b));
      }),
      { numRuns: 100 },
    );
  });
});
