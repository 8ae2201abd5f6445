import { Temporal } from 'temporal-polyfill';
import {
  type Calculators,
  makeRunCalculators,
} from '../../ports/use-cases/run-calculators.use-case';

/**
 * The one use case the browser runs itself: the Rentenversicherung-, Riester- and Rürup-Rechner
 * (this year's tax figures) on the browser's clock. Its own chunk, loaded by the calculator pages
 * only: the tax tables and Temporal stay out of the JavaScript every other page loads.
 */
export const browserCalculators = (now: () => number): Calculators =>
  makeRunCalculators({ clock: { now: () => Temporal.Instant.fromEpochMilliseconds(now()) } });
