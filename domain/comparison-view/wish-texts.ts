import type { ComparisonRow } from '../comparison/comparison-row';
import type { SearchWishes, WishSummary } from '../comparison/search-wishes';
import type { InvestmentType } from '../products/investment-type';
import type { DeathBenefitOption } from '../tariffs/death-benefit';

/** The investment types as the investment step names them. */
export const INVESTMENT_TYPE_NAMES: Readonly<Record<InvestmentType, string>> = {
  klassisch: 'Klassisch',
  fondsgebunden: 'Fondsgebunden',
  hybrid: 'Hybrid',
  hybridUndKlassisch: 'Hybrid und klassisch',
};

/** The death benefits before the pension start, short, as the marks name them. */
export const DEATH_BENEFIT_NAMES: Readonly<Record<DeathBenefitOption, string>> = {
  guthaben: 'Vertragsguthaben',
  beitragsrueckgewaehr: 'Beitragsrückgewähr',
  keine: 'keine',
};

const years = (n: number): string => `${n}\u00a0${n === 1 ? 'Jahr' : 'Jahre'}`;

/** The wishes in words; null when nothing was wished (no type, guarantee, period, death benefit). */
export const wishesText = (wishes: SearchWishes): string | null => {
  const parts: string[] = [];
  if (wishes.investmentType !== null) {
    parts.push(`Anlage „${INVESTMENT_TYPE_NAMES[wishes.investmentType]}“`);
  }
  if (wishes.beitragsGarantie > 0) {
    parts.push(`Beitragsgarantie mindestens ${wishes.beitragsGarantie}\u00a0%`);
  }
  const period = wishes.pensionGuaranteePeriod ?? 0;
  if (period > 0) parts.push(`Rentengarantiezeit mindestens ${years(period)}`);
  const death = wishes.deathBenefit ?? null;
  if (death !== null) parts.push(`Leistung im Todesfall „${DEATH_BENEFIT_NAMES[death]}“`);
  return parts.length === 0 ? null : parts.join(', ');
};

/**
 * The notice above the list, with counts: how many shown tariffs meet the wishes, and that the
 * others follow them, marked. Null without wishes (sofort, or nothing wished).
 */
export const wishNoticeText = (summary: WishSummary | null): string | null => {
  if (summary === null) return null;
  const wished = wishesText(summary);
  if (wished === null) return null;
  const shown = summary.matching + summary.notMatching;
  if (shown === 0) return null;
  if (summary.notMatching === 0) {
    return shown === 1
      ? `Der Tarif entspricht Ihrer Wahl: ${wished}.`
      : `Alle ${shown} Tarife entsprechen Ihrer Wahl: ${wished}.`;
  }
  if (summary.matching === 0) {
    return `Kein Tarif entspricht Ihrer Wahl (${wished}). ${
      shown === 1
        ? 'Der angezeigte Tarif erfüllt Ihren Wunsch nicht und ist markiert.'
        : `Die ${shown} angezeigten Tarife erfüllen Ihren Wunsch nicht und sind markiert.`
    }`;
  }
  return `${summary.matching} von ${shown} Tarifen entsprechen Ihrer Wahl (${wished}). ${
    summary.notMatching === 1
      ? 'Ein Tarif erfüllt Ihren Wunsch nicht; er steht weiter unten und ist markiert.'
      : `${summary.notMatching} Tarife erfüllen Ihren Wunsch nicht; sie stehen weiter unten und sind markiert.`
  }`;
};

/** The mark on a tariff short of the wishes; null when it meets them. */
export const wishMismatchText = (
  row: Pick<ComparisonRow, 'wishMismatches' | 'investmentType' | 'beitragsGarantie'>,
  wishes: SearchWishes | null,
): string | null => {
  if (row.wishMismatches.length === 0 || wishes === null) return null;
  const parts: string[] = [];
  if (row.wishMismatches.includes('investmentType') && wishes.investmentType !== null) {
    parts.push(
      `Anlage „${INVESTMENT_TYPE_NAMES[row.investmentType]}“ statt „${INVESTMENT_TYPE_NAMES[wishes.investmentType]}“`,
    );
  }
  if (row.wishMismatches.includes('beitragsGarantie')) {
    parts.push(
      `Beitragsgarantie nur ${row.beitragsGarantie}\u00a0% statt ${wishes.beitragsGarantie}\u00a0%`,
    );
  }
  if (row.wishMismatches.includes('pensionGuaranteePeriod')) {
    const wished = wishes.pensionGuaranteePeriod ?? 0;
    parts.push(`keine Rentengarantiezeit von ${wished}\u00a0${wished === 1 ? 'Jahr' : 'Jahren'}`);
  }
  const death = wishes.deathBenefit ?? null;
  if (row.wishMismatches.includes('deathBenefit') && death !== null) {
    parts.push(`Leistung im Todesfall „${DEATH_BENEFIT_NAMES[death]}“ nicht wählbar`);
  }
  return `Erfüllt Ihren Wunsch nicht: ${parts.join('; ')}`;
};
