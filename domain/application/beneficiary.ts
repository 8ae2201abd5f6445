import { isOneOf } from '../value-set';

// SPEC §3: beneficiary options for the death benefit. Riester and Rürup contracts may only pay
// survivors' benefits to the spouse/registered partner and children with child-benefit
// entitlement (§ 93 Abs. 1 EStG, § 10 Abs. 1 Nr. 2 b EStG); a payout to anyone else is
// "förderschädlich": the allowances and tax advantages must be repaid.
export const BENEFICIARY_OPTIONS = [
  'spousePartnerAndChildren',
  'spouseAtDeath',
  'registeredPartner',
  'spouseOrPartner',
  'childrenEqualParts',
  'children',
  'survivorPensionSpouse',
  'survivorPensionChildren',
  'survivorPensionSpouseAndChildren',
  'parentsEqualParts',
  'parentsEqualPartsHarmful',
  'heirsEqualParts',
  'heirsEqualPartsHarmful',
  'testamentaryHeirs',
  'testamentaryHeirsHarmful',
  'otherPerson',
  'otherPersonHarmful',
] as const;
export type BeneficiaryOption = (typeof BENEFICIARY_OPTIONS)[number];
export const isBeneficiaryOption = (input: unknown): input is BeneficiaryOption =>
  isOneOf(BENEFICIARY_OPTIONS, input);

/** SPEC §3: spouse/partner plus children is the default. */
export const DEFAULT_BENEFICIARY: BeneficiaryOption = 'spousePartnerAndChildren';

/** The German suffix that marks an option as harmful to subsidies. */
export const HARMFUL_TO_SUBSIDY_SUFFIX = ' (förderschädlich)';

export const BENEFICIARY_LABELS: Readonly<Record<BeneficiaryOption, string>> = {
  spousePartnerAndChildren:
    'Ehegatte bzw. eingetragener Lebenspartner und die kindergeldberechtigten Kinder',
  spouseAtDeath: 'Der zum Zeitpunkt des Todes mit der versicherten Person verheiratete Ehegatte',
  registeredPartner: 'Der eingetragene Lebenspartner der versicherten Person',
  spouseOrPartner: 'Der Ehegatte oder der eingetragene Lebenspartner',
  childrenEqualParts: 'Die Kinder der versicherten Person zu gleichen Teilen',
  children: 'Die kindergeldberechtigten Kinder der versicherten Person',
  survivorPensionSpouse: 'Hinterbliebenenrente für den Ehegatten bzw. eingetragenen Lebenspartner',
  survivorPensionChildren: 'Hinterbliebenenrente für die kindergeldberechtigten Kinder',
  survivorPensionSpouseAndChildren:
    'Hinterbliebenenrente für Ehegatten bzw. eingetragenen Lebenspartner und Kinder',
  parentsEqualParts: 'Die Eltern zu gleichen Teilen',
  parentsEqualPartsHarmful: `Die Eltern zu gleichen Teilen${HARMFUL_TO_SUBSIDY_SUFFIX}`,
  heirsEqualParts: 'Die Erben zu gleichen Teilen',
  heirsEqualPartsHarmful: `Die Erben zu gleichen Teilen${HARMFUL_TO_SUBSIDY_SUFFIX}`,
  testamentaryHeirs: 'Die testamentarischen Erben',
  testamentaryHeirsHarmful: `Die testamentarischen Erben${HARMFUL_TO_SUBSIDY_SUFFIX}`,
  otherPerson: 'Eine andere, namentlich benannte Person',
  otherPersonHarmful: `Eine andere, namentlich benannte Person${HARMFUL_TO_SUBSIDY_SUFFIX}`,
};

const HARMFUL_VARIANTS: Partial<Record<BeneficiaryOption, BeneficiaryOption>> = {
  parentsEqualParts: 'parentsEqualPartsHarmful',
  heirsEqualParts: 'heirsEqualPartsHarmful',
  testamentaryHeirs: 'testamentaryHeirsHarmful',
  otherPerson: 'otherPersonHarmful',
};

const HARMFUL: ReadonlySet<BeneficiaryOption> = new Set(Object.values(HARMFUL_VARIANTS));

/** True for the förderschädlich variants. */
export const isHarmfulToSubsidy = (option: BeneficiaryOption): boolean => HARMFUL.has(option);

/**
 * The förderschädlich variant a subsidised (Riester/Rürup) contract shows for an option, or null
 * when the option is harmless or already the harmful variant.
 */
export const harmfulVariantOf = (option: BeneficiaryOption): BeneficiaryOption | null =>
  HARMFUL_VARIANTS[option] ?? null;

export const beneficiaryLabel = (option: BeneficiaryOption): string => BENEFICIARY_LABELS[option];
