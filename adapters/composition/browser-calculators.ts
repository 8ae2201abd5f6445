import type { ClockPort } from '../../ports/clock.port';
import {
  type Calculators,
  makeRunCalculators,
} from '../../ports/use-cases/run-calculators.use-case';

/**
 * The one use case the browser runs itself: the Rentenversicherung-, Riester- and Rürup-Rechner
 * (this year's tax figures) on the browser container's clock. Its own chunk, loaded when a
 * calculator page first asks: the tax tables stay out of the JavaScript every other page loads.
 */
export const browserCalculators = (clock: ClockPort): Calculators => makeRunCalculators({ clock });
