import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INSURER_REPORT_MAX_PAUSE_S,
  insurerReportPauseS,
} from '../../../domain/application/insurer-report-pause';

describe('the rest of the insurer reports after an unavailable insurer', () => {
  it('starts at 5 s, doubles, and stops growing at 15 minutes', () => {
    expect([1, 2, 3, 4, 8, 9, 50].map(insurerReportPauseS)).toEqual([5, 10, 20, 40, 640, 900, 900]);
  });

  it('never shrinks with more failures in a row, and stays within 5 s and the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (failures) => {
        const pause = insurerReportPauseS(failures);
        expect(pause).toBeGreaterThanOrEqual(5);
        expect(pause).toBeLessThanOrEqual(INSURER_REPORT_MAX_PAUSE_S);
        expect(insurerReportPauseS(failures + 1)).toBeGreaterThanOrEqual(pause);
      }),
    );
  });
});
