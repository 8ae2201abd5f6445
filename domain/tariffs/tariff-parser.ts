import { INVESTMENT_TYPES } from '../products/investment-type';
import { PRODUCT_TYPES } from '../products/product-type';
import {
  type CatalogueReader,
  readBoolean,
  readList,
  readNumber,
  readObject,
  readOneOf,
  readText,
} from './catalogue-reader';
import { INSURER_IDS, isInsurerId } from './filters';
import { isGrade } from './grade';
import { MAX_GUARANTEED_INTEREST } from './insurance-figures';
import { SUSTAINABILITY_TYPES } from './sustainability';
import { CAPITAL_PROTECTION_RATINGS, type Tariff } from './tariff';
import { readDeathBenefitFactors } from './tariff-benefit-parser';
import {
  readBeneficiaryOptions,
  readDeathBenefitOptions,
  readDocuments,
  readPromotion,
} from './tariff-contract-parser';
import { readBeitragsGarantieLevels, readCosts } from './tariff-costs-parser';
import { readFeatures, readSustainability } from './tariff-features-parser';
import { isTariffId } from './tariff-id';
import { readLimits, readRentenfaktor } from './tariff-payout-parser';

const TARIFF_KEYS: readonly (keyof Tariff)[] = [
  'id',
  'insurerId',
  'insurerName',
  'tariffName',
  'productTypes',
  'investmentType',
  'grade',
  'features',
  'sustainability',
  'sustainabilityType',
  'capitalProtection',
  'onlineContract',
  'etfSelection',
  'greenFunds',
  'excellentCustomizations',
  'costs',
  'guaranteedInterest',
  'assumedFundReturn',
  'beitragsGarantieLevels',
  'rentenfaktor',
  'limits',
  'deathBenefitOptions',
  'deathBenefitFactors',
  'beneficiaryOptions',
  'documents',
  'promotion',
];

/** Assumed gross fund return for the projection: at most 8 % a year. */
export const MAX_ASSUMED_FUND_RETURN = 0.08;

/** One tariff with every field checked; undefined (with the errors recorded) when any is wrong. */
export const readTariff = (
  r: CatalogueReader,
  value: unknown,
  path: string,
): Tariff | undefined => {
  const t = readObject(r, value, path, TARIFF_KEYS);
  if (t === undefined) return undefined;
  const at = (key: keyof Tariff): string => r.field(path, key);
  const id = isTariffId(t.id)
    ? t.id
    : r.report(at('id'), 'expected an id of lowercase letters, digits and hyphens (at most 64)');
  const insurerId = isInsurerId(t.insurerId)
    ? t.insurerId
    : r.report(at('insurerId'), `expected one of the insurer ids ${INSURER_IDS.join(', ')}`);
  const productTypes = readList(
    r,
    t.productTypes,
    at('productTypes'),
    (item, p) => readOneOf(r, item, p, PRODUCT_TYPES),
    {
      nonEmpty: true,
      what: `product types (${PRODUCT_TYPES.join(', ')})`,
    },
  );
  const investmentType = readOneOf(r, t.investmentType, at('investmentType'), INVESTMENT_TYPES);
  const grade = isGrade(t.grade)
    ? t.grade
    : r.report(at('grade'), 'expected a grade between 1.0 and 5.0 with one decimal');
  const deathBenefitOptions = readDeathBenefitOptions(
    r,
    t.deathBenefitOptions,
    at('deathBenefitOptions'),
  );
  const tariff = {
    id,
    insurerId,
    insurerName: readText(r, t.insurerName, at('insurerName'), 100),
    tariffName: readText(r, t.tariffName, at('tariffName'), 100),
    productTypes,
    investmentType,
    grade,
    features: readFeatures(r, t.features, at('features')),
    sustainability: readSustainability(r, t.sustainability, at('sustainability')),
    sustainabilityType: readOneOf(
      r,
      t.sustainabilityType,
      at('sustainabilityType'),
      SUSTAINABILITY_TYPES,
    ),
    capitalProtection: readOneOf(
      r,
      t.capitalProtection,
      at('capitalProtection'),
      CAPITAL_PROTECTION_RATINGS,
    ),
    onlineContract: readBoolean(r, t.onlineContract, at('onlineContract')),
    etfSelection: readBoolean(r, t.etfSelection, at('etfSelection')),
    greenFunds: readBoolean(r, t.greenFunds, at('greenFunds')),
    excellentCustomizations: readBoolean(
      r,
      t.excellentCustomizations,
      at('excellentCustomizations'),
    ),
    costs: readCosts(r, t.costs, at('costs'), investmentType),
    // § 2 Abs. 1 DeckRV: the guaranteed interest may not exceed the Höchstrechnungszins.
    guaranteedInterest: readNumber(
      r,
      t.guaranteedInterest,
      at('guaranteedInterest'),
      0,
      MAX_GUARANTEED_INTEREST,
    ),
    assumedFundReturn: readNumber(
      r,
      t.assumedFundReturn,
      at('assumedFundReturn'),
      0,
      MAX_ASSUMED_FUND_RETURN,
    ),
    beitragsGarantieLevels: readBeitragsGarantieLevels(
      r,
      t.beitragsGarantieLevels,
      at('beitragsGarantieLevels'),
      productTypes?.includes('riester') === true,
    ),
    rentenfaktor: readRentenfaktor(r, t.rentenfaktor, at('rentenfaktor')),
    limits: readLimits(r, t.limits, at('limits'), productTypes),
    deathBenefitOptions,
    deathBenefitFactors: readDeathBenefitFactors(
      r,
      t.deathBenefitFactors,
      at('deathBenefitFactors'),
      deathBenefitOptions,
    ),
    beneficiaryOptions: readBeneficiaryOptions(r, t.beneficiaryOptions, at('beneficiaryOptions')),
    documents: readDocuments(r, t.documents, at('documents')),
    promotion: readPromotion(r, t.promotion, at('promotion')),
  };
  return Object.values(tariff).every((v) => v !== undefined) ? (tariff as Tariff) : undefined;
};
