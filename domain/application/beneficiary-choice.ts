import { PRODUCT_PROFILES, type ProductSubsidy } from '../products/product-profile';
import type { ProductType } from '../products/product-type';
import {
  BENEFICIARY_OPTIONS,
  type BeneficiaryOption,
  harmfulVariantOf,
  isHarmfulToSubsidy,
} from './beneficiary';

/** Riester (§ 10a, § 79 ff. EStG) and Rürup (§ 10 Abs. 1 Nr. 2 b EStG) are tax-subsidised. */
export const isSubsidisedProduct = (product: ProductType): boolean =>
  PRODUCT_PROFILES[product].subsidy !== null;

// Both lists made once (the submission's form check asks for one per application).
const SUBSIDISED_OPTIONS: readonly BeneficiaryOption[] = Object.freeze(
  BENEFICIARY_OPTIONS.filter((option) => harmfulVariantOf(option) === null),
);
const UNSUBSIDISED_OPTIONS: readonly BeneficiaryOption[] = Object.freeze(
  BENEFICIARY_OPTIONS.filter((option) => !isHarmfulToSubsidy(option)),
);

/**
 * The beneficiary options a product's form offers (SPEC §3): a subsidised contract shows the
 * förderschädlich variant in place of each option that pays outside the privileged circle
 * (spouse/registered partner, children with child benefit); the others never show those variants.
 */
export const beneficiaryOptionsFor = (product: ProductType): readonly BeneficiaryOption[] =>
  isSubsidisedProduct(product) ? SUBSIDISED_OPTIONS : UNSUBSIDISED_OPTIONS;

/** The options that pay to a person named in the form. */
export const needsBeneficiaryName = (option: BeneficiaryOption): boolean =>
  option === 'otherPerson' || option === 'otherPersonHarmful';

// What an insurer's application shows beside a förderschädlich choice.
const RIESTER_WARNING =
  'Achtung, förderschädlich: Bei dieser Wahl geht das Guthaben im Todesfall nicht an Ihren Ehegatten, eingetragenen Lebenspartner oder Ihre kindergeldberechtigten Kinder. Das ist eine schädliche Verwendung (§ 93 EStG): Die Zulagen und die Steuervorteile aus dem Sonderausgabenabzug müssen zurückgezahlt werden.';
const RUERUP_WARNING =
  'Achtung, förderschädlich: Eine Rürup-Rente darf im Todesfall nur an Ihren Ehegatten, eingetragenen Lebenspartner oder Ihre kindergeldberechtigten Kinder gezahlt werden (§ 10 Abs. 1 Nr. 2 b EStG). Bei dieser Wahl entfällt die steuerliche Förderung: Die Beiträge sind nicht als Altersvorsorgeaufwendungen abziehbar, bereits gewährte Steuervorteile werden zurückgefordert.';

const HARMFUL_WARNINGS: { readonly [S in ProductSubsidy]: string } = {
  riester: RIESTER_WARNING,
  ruerup: RUERUP_WARNING,
};

/** The warning a förderschädlich choice shows for the product; null for every other choice. */
export const beneficiaryWarning = (
  option: BeneficiaryOption,
  product: ProductType,
): string | null => {
  if (!isHarmfulToSubsidy(option)) return null;
  const subsidy = PRODUCT_PROFILES[product].subsidy;
  return subsidy === null ? null : HARMFUL_WARNINGS[subsidy];
};
