import { err, ok, type Result } from '../result';
import {
  type AdjustmentSubject,
  adjustmentResultFor,
  isTariffAdjustmentType,
  TARIFF_ADJUSTMENT_TYPE_LABELS,
  type TariffAdjustmentResult,
  type TariffAdjustmentType,
} from '../tariffs/adjustment';
import type { SustainabilityType } from '../tariffs/sustainability';

/** One value the insurer changes: what the application asked for and what the insurer offers. */
export interface AdjustedValue<T> {
  readonly requested: T;
  readonly offered: T;
}

/**
 * An insurer's change to an accepted application's tariff (SPEC §3 tariff adjustment): the
 * beitragsGarantie in percent of the premiums, the fund sustainability type, or both.
 */
export interface TariffAdjustmentProposal {
  readonly beitragsGarantie: AdjustedValue<number> | null;
  readonly sustainabilityType: AdjustedValue<SustainabilityType> | null;
}

/** What the adjustment is about; null when the proposal changes nothing. */
export const adjustmentSubjectFor = (
  proposal: TariffAdjustmentProposal,
): AdjustmentSubject | null => {
  const guarantee = proposal.beitragsGarantie !== null;
  const sustainability = proposal.sustainabilityType !== null;
  if (guarantee && sustainability) return 'both';
  if (guarantee) return 'beitragsgarantie';
  return sustainability ? 'sustainabilityType' : null;
};

/**
 * The choices a customer has. keepTariff: accept the insurer's new values for this tariff.
 * updateTariff: keep the tariff but invest in its sustainable funds, so the sustainability the
 * customer asked for stays (only where the sustainability type changes). selectAnotherTariff:
 * back to the comparison of the application's search. noData is no choice a customer makes.
 */
export const adjustmentChoicesFor = (
  subject: AdjustmentSubject,
): readonly TariffAdjustmentType[] =>
  subject === 'beitragsgarantie'
    ? ['keepTariff', 'selectAnotherTariff']
    : ['keepTariff', 'updateTariff', 'selectAnotherTariff'];

// German for the fund sustainability types (SPEC §3 sustainability type: category eu/esg,
// level strict/soft).
export const SUSTAINABILITY_TYPE_LABELS: Readonly<Record<SustainabilityType, string>> = {
  euStrict: 'Nachhaltig nach EU-Verordnung (strikt)',
  euSoft: 'Nachhaltig nach EU-Verordnung (teilweise)',
  esgStrict: 'ESG-Kriterien (strikt)',
  esgSoft: 'ESG-Kriterien (teilweise)',
  any: 'Keine Vorgabe zur Nachhaltigkeit',
};

export const ADJUSTMENT_SUBJECT_LABELS: Readonly<Record<AdjustmentSubject, string>> = {
  beitragsgarantie: 'Beitragsgarantie',
  sustainabilityType: 'Nachhaltigkeit der Fonds',
  both: 'Beitragsgarantie und Nachhaltigkeit der Fonds',
};

/** What each choice means, in the words the page shows under the option. */
export const ADJUSTMENT_CHOICE_TEXTS: Readonly<
  Record<Exclude<TariffAdjustmentType, 'noData'>, string>
> = {
  keepTariff: 'Sie behalten den Tarif und übernehmen die neuen Werte des Versicherers.',
  updateTariff:
    'Sie behalten den Tarif und legen Ihre Beiträge in den nachhaltigen Fonds des Tarifs an.',
  selectAnotherTariff: 'Sie wählen im Vergleich mit Ihren bisherigen Angaben einen anderen Tarif.',
};

export const ADJUSTMENT_CHOICE_LABELS = TARIFF_ADJUSTMENT_TYPE_LABELS;

/** „80 %“ as the page writes a beitragsGarantie. */
export const guaranteeText = (percent: number): string => `${percent} %`;

export const TARIFF_ADJUSTMENT_MESSAGES = {
  notFound: 'Zu diesem Antrag gibt es keine Tarifanpassung.',
  alreadyChosen: 'Sie haben zu dieser Tarifanpassung bereits eine Wahl getroffen.',
  choiceMissing: 'Bitte wählen Sie, wie es mit Ihrem Tarif weitergehen soll.',
} as const;

export type TariffAdjustmentError =
  | { readonly kind: 'tariff-adjustment/not-found'; readonly message: string }
  | { readonly kind: 'tariff-adjustment/already-chosen'; readonly message: string }
  | { readonly kind: 'tariff-adjustment/choice-missing'; readonly message: string };

/** The customer's choice and the SPEC §3 result it makes. */
export interface TariffAdjustmentDecision {
  readonly type: TariffAdjustmentType;
  readonly result: TariffAdjustmentResult;
}

/** Reads a posted choice: one of the choices the subject offers, with its combined result. */
export const parseAdjustmentChoice = (
  input: unknown,
  subject: AdjustmentSubject,
): Result<TariffAdjustmentDecision, TariffAdjustmentError> => {
  const offered = adjustmentChoicesFor(subject);
  if (!isTariffAdjustmentType(input) || !offered.includes(input)) {
    return err({
      kind: 'tariff-adjustment/choice-missing',
      message: TARIFF_ADJUSTMENT_MESSAGES.choiceMissing,
    });
  }
  const result = adjustmentResultFor(subject, input);
  // Every offered choice has its combined result (domain/tariffs/adjustment.ts).
  if (result === null) throw new Error(`no adjustment result for ${subject}/${input}`);
  return ok({ type: input, result });
};
