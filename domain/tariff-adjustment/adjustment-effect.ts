import type { Temporal } from 'temporal-polyfill';
import type { ApplicationTariffChoice } from '../application/application-form';
import { checkApplicationTariff } from '../application/application-tariff';
import { projectTariff } from '../comparison/project-tariff';
import { formatPrice } from '../format/price';
import type { TariffCatalogue } from '../tariffs/tariff';
import type { AdjustedValue } from './tariff-adjustment';

/** One monthly pension before and after the adjustment, euros. */
export interface PensionChange {
  readonly before: number;
  readonly after: number;
}

/** What a changed beitragsGarantie does to the pensions of the application's search. */
export interface AdjustmentEffect {
  readonly guaranteedPension: PensionChange;
  readonly projectedPension: PensionChange;
}

/**
 * The effect of the insurer's new beitragsGarantie (issue 32, finding 4): the application's tariff
 * projected for its own search, once at the requested level and once at the offered one, each
 * as the only level the tariff offers (the insurer names that level for this contract). Both at
 * the same `now`, so only the guarantee differs. Null when the tariff or search no longer checks
 * out (a catalogue changed since) — the page then shows the percentages alone.
 */
export const adjustmentEffectOf = (
  catalogue: TariffCatalogue,
  choice: ApplicationTariffChoice,
  guarantee: AdjustedValue<number>,
  now: Temporal.Instant,
): AdjustmentEffect | null => {
  const checked = checkApplicationTariff(catalogue, choice, now);
  if (!checked.ok) return null;
  const { tariff, input } = checked.value;
  const at = (level: number) =>
    projectTariff(
      { ...tariff, beitragsGarantieLevels: [level] },
      { ...input, beitragsGarantie: level },
    );
  const before = at(guarantee.requested);
  const after = at(guarantee.offered);
  return {
    guaranteedPension: { before: before.guaranteedPension, after: after.guaranteedPension },
    projectedPension: { before: before.projectedPension, after: after.projectedPension },
  };
};

/** „312,40 € → 280,15 € monatlich“ as a change is written in one line (CLI, mails). */
export const pensionChangeText = (change: PensionChange): string =>
  `${formatPrice(change.before)} → ${formatPrice(change.after)} monatlich`;

/** What the two pension lines of the Tarifanpassung rest on. */
export const ADJUSTMENT_EFFECT_NOTE =
  'Die Renten sind für Ihren Vergleich neu berechnet: mit der beantragten und mit der neuen Beitragsgarantie, sonst gleich. Eine niedrigere Beitragsgarantie legt mehr in Fonds an: die garantierte Rente sinkt, die mögliche Rente kann steigen. Die mögliche Rente beruht auf Annahmen und ist nicht garantiert.';
