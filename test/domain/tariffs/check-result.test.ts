import { describe, expect, it } from 'vitest';
import {
  CHECK_RESULTS,
  isCheckResult,
  isSustainabilityCheckResult,
  SUSTAINABILITY_CHECK_RESULTS,
} from '../../../domain/tariffs/check-result';

describe('check results', () => {
  it('has positive, negative, noData; sustainability adds notRelevant', () => {
    expect(CHECK_RESULTS).toEqual(['positive', 'negative', 'noData']);
    expect(SUSTAINABILITY_CHECK_RESULTS).toEqual(['positive', 'negative', 'noData', 'notRelevant']);
    expect(isCheckResult('notRelevant')).toBe(false);
    expect(isSustainabilityCheckResult('notRelevant')).toBe(true);
  });
});
