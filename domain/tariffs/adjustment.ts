import { isOneOf } from '../value-set';

// SPEC §3: what a tariff adjustment is about — the contribution guarantee, the fund
// sustainability type, or both.
export const ADJUSTMENT_SUBJECTS = ['beitragsgarantie', 'sustainabilityType', 'both'] as const;
export type AdjustmentSubject = (typeof ADJUSTMENT_SUBJECTS)[number];
export const isAdjustmentSubject = (input: unknown): input is AdjustmentSubject =>
  isOneOf(ADJUSTMENT_SUBJECTS, input);

// SPEC §3: tariff adjustment types.
export const TARIFF_ADJUSTMENT_TYPES = [
  'noData',
  'keepTariff',
  'updateTariff',
  'selectAnotherTariff',
] as const;
export type TariffAdjustmentType = (typeof TARIFF_ADJUSTMENT_TYPES)[number];
export const isTariffAdjustmentType = (input: unknown): input is TariffAdjustmentType =>
  isOneOf(TARIFF_ADJUSTMENT_TYPES, input);

export const TARIFF_ADJUSTMENT_TYPE_LABELS: Readonly<Record<TariffAdjustmentType, string>> = {
  noData: 'Keine Angaben',
  keepTariff: 'Tarif beibehalten',
  updateTariff: 'Tarif anpassen',
  selectAnotherTariff: 'Anderen Tarif wählen',
};

// SPEC §3: tariff adjustment results — noData, noChange, changeTariff, keepTariff and the
// combinations with beitragsgarantie and sustainability (keep or change the tariff, use
// sustainable funds). The spec does not show the combined identifiers, so they are named
// `<subject><Action>` here.
export const TARIFF_ADJUSTMENT_RESULTS = [
  'noData',
  'noChange',
  'changeTariff',
  'keepTariff',
  'beitragsgarantieKeepTariff',
  'beitragsgarantieChangeTariff',
  'sustainabilityKeepTariff',
  'sustainabilityChangeTariff',
  'sustainabilityUseSustainableFunds',
  'bothKeepTariff',
  'bothChangeTariff',
  'bothUseSustainableFunds',
] as const;
export type TariffAdjustmentResult = (typeof TARIFF_ADJUSTMENT_RESULTS)[number];
export const isTariffAdjustmentResult = (input: unknown): input is TariffAdjustmentResult =>
  isOneOf(TARIFF_ADJUSTMENT_RESULTS, input);

interface ResultMeaning {
  readonly type: TariffAdjustmentType;
  readonly subject: AdjustmentSubject | null;
}

// Keeping is keepTariff, changing is selectAnotherTariff, switching to sustainable funds inside
// the same tariff is updateTariff; noChange needs no action, so the tariff is kept.
const MEANINGS: Readonly<Record<TariffAdjustmentResult, ResultMeaning>> = {
  noData: { type: 'noData', subject: null },
  noChange: { type: 'keepTariff', subject: null },
  changeTariff: { type: 'selectAnotherTariff', subject: null },
  keepTariff: { type: 'keepTariff', subject: null },
  beitragsgarantieKeepTariff: { type: 'keepTariff', subject: 'beitragsgarantie' },
  beitragsgarantieChangeTariff: { type: 'selectAnotherTariff', subject: 'beitragsgarantie' },
  sustainabilityKeepTariff: { type: 'keepTariff', subject: 'sustainabilityType' },
  sustainabilityChangeTariff: { type: 'selectAnotherTariff', subject: 'sustainabilityType' },
  sustainabilityUseSustainableFunds: { type: 'updateTariff', subject: 'sustainabilityType' },
  bothKeepTariff: { type: 'keepTariff', subject: 'both' },
  bothChangeTariff: { type: 'selectAnotherTariff', subject: 'both' },
  bothUseSustainableFunds: { type: 'updateTariff', subject: 'both' },
};

/** The adjustment type a result leads to. */
export const adjustmentTypeOf = (result: TariffAdjustmentResult): TariffAdjustmentType =>
  MEANINGS[result].type;

/** What the adjustment is about, or null for the plain results. */
export const adjustmentSubjectOf = (result: TariffAdjustmentResult): AdjustmentSubject | null =>
  MEANINGS[result].subject;

/** The combined result for a subject and a type; null where no such combination exists. */
export const adjustmentResultFor = (
  subject: AdjustmentSubject,
  type: TariffAdjustmentType,
): TariffAdjustmentResult | null =>
  TARIFF_ADJUSTMENT_RESULTS.find(
    (result) => MEANINGS[result].subject === subject && MEANINGS[result].type === type,
  ) ?? null;
