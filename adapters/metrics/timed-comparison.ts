import type { MetricsPort } from '../../ports/metrics.port';
import type { CompareQuery } from '../../ports/use-cases/compare-tariffs.use-case';

/**
 * The comparison use case timed (rk_comparison_duration_seconds), for the API and the pages
 * alike; a comparison the pages' memo answers is not computed, so not counted.
 */
export const timedComparison =
  (compare: CompareQuery, metrics: MetricsPort): CompareQuery =>
  async (...args) => {
    const startedAt = performance.now();
    try {
      return await compare(...args);
    } finally {
      metrics.comparison((performance.now() - startedAt) / 1000);
    }
  };
