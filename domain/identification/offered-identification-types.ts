import type { Address } from '../session/personal-data';
import type { DueDiligenceLevel } from './gwg-due-diligence';
import { IDENTIFICATION_TYPES, type IdentificationType } from './identification-choice';

/** What decides which identification types an application may use. */
export interface IdentificationFacts {
  readonly level: DueDiligenceLevel;
  /** The address of the application, which the SCHUFA check compares. */
  readonly address: Address;
}

/** SCHUFA compares name, birthday and address: all four address fields must be filled. */
export const hasCompleteAddress = (address: Address): boolean =>
  [address.street, address.houseNumber, address.postalCode, address.city].every(
    (field) => field.trim() !== '',
  );

/**
 * Video and Postident verify an official photo ID (§ 12 Abs. 1 GwG; video per BaFin-Rundschreiben
 * 3/2017 (GW)); online banking relies on the bank's own identification (§ 17 GwG, execution by
 * third parties, 2017): all three suit every level. A copy of the ID and the SCHUFA check are
 * "other documents, data or information" that only simplified due diligence allows
 * (§ 14 Abs. 2 Nr. 2 GwG, 2017).
 */
const needsSimplified: ReadonlySet<IdentificationType> = new Set(['schufaIdent', 'ausweiskopie']);

/** The types offered for the application, in the order of SPEC §3. */
export const offeredIdentificationTypes = (
  facts: IdentificationFacts,
): readonly IdentificationType[] =>
  IDENTIFICATION_TYPES.filter((type) => {
    if (needsSimplified.has(type) && facts.level !== 'simplified') return false;
    if (type === 'schufaIdent' && !hasCompleteAddress(facts.address)) return false;
    return true;
  });
