import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drainedFormBytesFor } from '../../../../adapters/server/routes/customer-documents.routes';
import {
  DEFAULT_UPLOAD_MAX_BYTES,
  MIN_UPLOAD_MAX_BYTES,
} from '../../../../domain/documents/uploaded-document';

describe('drainedFormBytesFor: how much of a page form post over the cap is read for its 303', () => {
  it('is 512 MiB at the default 200 MB cap, as before the cap was a setting', () => {
    expect(drainedFormBytesFor(DEFAULT_UPLOAD_MAX_BYTES)).toBe(536_870_912);
  });

  it('is a few MB for a cap of a few MB (the tests send over it)', () => {
    expect(drainedFormBytesFor(4 * 1024 * 1024)).toBe(10_737_418);
  });

  it('is a whole number at least the cap, at most 2.56 caps, and grows with the cap', () => {
    const caps = fc.integer({ min: MIN_UPLOAD_MAX_BYTES, max: DEFAULT_UPLOAD_MAX_BYTES });
    fc.assert(
      fc.property(caps, caps, (a, b) => {
        const drained = drainedFormBytesFor(a);
        expect(Number.isSafeInteger(drained)).toBe(true);
        expect(drained).toBeGreaterThanOrEqual(a);
        expect(drained * 25).toBeLessThanOrEqual(a * 64);
        if (a <= b) expect(drained).toBeLessThanOrEqual(drainedFormBytesFor(b));
      }),
      { numRuns: 500 },
    );
  });
});
