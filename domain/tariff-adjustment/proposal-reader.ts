import { isSustainabilityType, type SustainabilityType } from '../tariffs/sustainability';
import type { AdjustedValue, TariffAdjustmentProposal } from './tariff-adjustment';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;

const adjustedOf = <T>(
  value: unknown,
  isValue: (input: unknown) => input is T,
): AdjustedValue<T> | null | undefined => {
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || !isValue(value.requested) || !isValue(value.offered)) return undefined;
  return { requested: value.requested, offered: value.offered };
};

/**
 * Reads a tariff adjustment from outside (an insurer's answer): beitragsGarantie in whole percent
 * 0–100, sustainability types of SPEC §3, at least one of them changed. Null when it is none.
 */
export const readAdjustmentProposal = (input: unknown): TariffAdjustmentProposal | null => {
  if (!isRecord(input)) return null;
  const beitragsGarantie = adjustedOf(input.beitragsGarantie, isPercent);
  const sustainabilityType = adjustedOf<SustainabilityType>(
    input.sustainabilityType,
    isSustainabilityType,
  );
  if (beitragsGarantie === undefined || sustainabilityType === undefined) return null;
  if (beitragsGarantie === null && sustainabilityType === null) return null;
  return { beitragsGarantie, sustainabilityType };
};
