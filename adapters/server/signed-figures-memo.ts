import { LRUCache } from 'lru-cache';
import type { Temporal } from 'temporal-polyfill';
import type { ApplicationTariffChoice } from '../../domain/application/application-form';
import {
  type ApplicationTariffError,
  applicationTariffDetails,
} from '../../domain/application/application-tariff';
import { comparisonTimeKey } from '../../domain/comparison/comparison-time-key';
import type { TariffDetails } from '../../domain/comparison/tariff-details';
import type { Result } from '../../domain/result';
import type { TariffCatalogue } from '../../domain/tariffs/tariff';

/** The figures an application signs: applicationTariffDetails' shape. */
export type SignedFigures = (
  catalogue: TariffCatalogue,
  choice: ApplicationTariffChoice,
  now: Temporal.Instant,
) => Result<TariffDetails, ApplicationTariffError>;

/** How many (choice, time key) figures the server keeps: the tariffs signed on a day. */
export const SIGNED_FIGURES_MEMO_SIZE = 64;

const freezeDeeply = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freezeDeeply(child);
  }
  return value;
};

/**
 * The check and the figures of an application's tariff as a bounded LRU over (choice,
 * comparisonTimeKey(now)) for one catalogue: the result is pure given those (the catalogue is
 * loaded once; another catalogue object empties the memo), and the projection with its year
 * table was a sixth of a submission's CPU (issue 31, finding 4). What is kept is frozen, as it is
 * shared by every application that signs it; each application still stores it whole.
 */
export const memoizeSignedFigures = (
  figures: SignedFigures = applicationTariffDetails,
  size: number = SIGNED_FIGURES_MEMO_SIZE,
): SignedFigures => {
  let keptFor: TariffCatalogue | null = null;
  const kept = new LRUCache<string, ReturnType<SignedFigures>>({ max: size });
  return (catalogue, choice, now) => {
    if (catalogue !== keptFor) {
      kept.clear();
      keptFor = catalogue;
    }
    const key = `${comparisonTimeKey(now)}\n${choice.product}\n${choice.tariffId}\n${choice.searchQuery}`;
    // A hit becomes the most recently used; past `size` the least recently used goes.
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const result = freezeDeeply(figures(catalogue, choice, now));
    kept.set(key, result);
    return result;
  };
};
