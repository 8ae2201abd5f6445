import { type DomainError, err, ok, type Result } from '../result';
import { PARTNER_CODE_PATTERN } from '../tracking/tracking-event-validation';
import { isWpsetValue, WPSET_DEFAULTS } from './wpset';

// Partner sets as support staff manage them (admin API, `rente partner`): a wpset name and the
// codes its visits are tracked with (SPEC §3 wp1, wp2). The codes have the shape tracking accepts,
// so a stored set never yields events the tracking endpoint refuses.

export interface PartnerSetFields {
  readonly name: string;
  readonly b2BPartner: string;
  /** null: the set has no ad partner, GET /b2bpartner/{wpsetName} answers null (SPEC §7). */
  readonly b2BAdPartner: string | null;
}

export type PartnerSetRuleError = DomainError<
  | 'partner-set/name'
  | 'partner-set/partner'
  | 'partner-set/ad-partner'
  | 'partner-set/not-found'
  | 'partner-set/protected'
>;

export const PARTNER_SET_NAME_MESSAGE =
  'Der Name des Partner-Sets (wpset) besteht aus 1 bis 64 Buchstaben, Ziffern, „_“ oder „-“.';
export const PARTNER_CODE_MESSAGE =
  'Der Partnercode (wp1) besteht aus 1 bis 64 Buchstaben, Ziffern, „_“, „.“ oder „-“.';
export const AD_PARTNER_CODE_MESSAGE =
  'Der Werbepartnercode (wp2) besteht aus 1 bis 64 Buchstaben, Ziffern, „_“, „.“ oder „-“.';

export const partnerSetNotFound = (name: string): PartnerSetRuleError => ({
  kind: 'partner-set/not-found',
  message: `Ein Partner-Set „${name}“ gibt es nicht.`,
});

/** SPEC §9: the wpset defaults the derivation ends in; the portal needs them, so they stay. */
export const PROTECTED_PARTNER_SETS: readonly string[] = [
  WPSET_DEFAULTS.natural,
  WPSET_DEFAULTS.naturalBrand,
  WPSET_DEFAULTS.providerNatural,
];

/** A removal of one of the SPEC §9 default sets is refused; any other set may go. */
export const checkPartnerSetRemoval = (name: string): Result<string, PartnerSetRuleError> =>
  PROTECTED_PARTNER_SETS.includes(name)
    ? err({
        kind: 'partner-set/protected',
        message: `Das Partner-Set „${name}“ ist eine Vorgabe des Portals und kann nicht gelöscht werden.`,
      })
    : isWpsetValue(name)
      ? ok(name)
      : err({ kind: 'partner-set/name', message: PARTNER_SET_NAME_MESSAGE });

/** A set to store: name in the wpset shape, codes in the tracking shape; '' ad partner is none. */
export const checkPartnerSet = (input: {
  readonly name: string;
  readonly b2BPartner: string;
  readonly b2BAdPartner?: string | null;
}): Result<PartnerSetFields, PartnerSetRuleError> => {
  const name = input.name.trim();
  const b2BPartner = input.b2BPartner.trim();
  const ad = input.b2BAdPartner?.trim() ?? '';
  if (!isWpsetValue(name))
    return err({ kind: 'partner-set/name', message: PARTNER_SET_NAME_MESSAGE });
  if (!PARTNER_CODE_PATTERN.test(b2BPartner))
    return err({ kind: 'partner-set/partner', message: PARTNER_CODE_MESSAGE });
  if (ad !== '' && !PARTNER_CODE_PATTERN.test(ad))
    return err({ kind: 'partner-set/ad-partner', message: AD_PARTNER_CODE_MESSAGE });
  return ok({ name, b2BPartner, b2BAdPartner: ad === '' ? null : ad });
};
