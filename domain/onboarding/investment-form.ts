import { INVESTMENT_TYPES, type InvestmentType } from '../products/investment-type';
import { PRODUCT_PROFILES } from '../products/product-profile';
import type { ProductType } from '../products/product-type';
import { err, ok, type Result } from '../result';
import type { SearchData } from '../search-data/search-data';
import { SUSTAINABILITY_TYPES, type SustainabilityType } from '../tariffs/sustainability';
import { ErrorCollector, type FieldErrors, type FormValues, fieldText } from './form-values';
import { ONBOARDING_MESSAGES as M } from './onboarding-messages';

/** The beitragsGarantie levels offered, % of the premiums paid in. */
export const GUARANTEE_LEVELS: readonly number[] = [0, 50, 60, 80, 90, 100];

/** The pension guarantee periods offered, years. */
export const GUARANTEE_PERIODS: readonly number[] = [0, 5, 10, 15, 20, 25];

/** SPEC §3 death benefit (`db`): the tariffs' death-benefit options. */
export const DEATH_BENEFITS = ['beitragsrueckgewaehr', 'guthaben', 'keine'] as const;
export type DeathBenefit = (typeof DEATH_BENEFITS)[number];

export const DEATH_BENEFIT_LABELS: Readonly<Record<DeathBenefit, string>> = {
  beitragsrueckgewaehr: 'Rückzahlung der eingezahlten Beiträge',
  guthaben: 'Auszahlung des Vertragsguthabens',
  keine: 'Keine Leistung im Todesfall (höhere Rente)',
};

/** The guarantee levels a product allows. */
export const guaranteeLevelsFor = (productType: ProductType | undefined): readonly number[] =>
  GUARANTEE_LEVELS.filter(
    (level) =>
      level >=
      ((productType === undefined ? null : PRODUCT_PROFILES[productType].minimumGuarantee) ?? 0),
  );

const pick = <T extends string>(values: readonly T[], text: string): T | undefined =>
  values.find((v) => v === text);

const pickNumber = (values: readonly number[], text: string): number | undefined =>
  text === '' ? undefined : values.find((v) => v === Number(text));

/**
 * The investment step: investment type, beitragsGarantie (Riester: 100 %), fund sustainability
 * (not asked for klassisch, which holds no funds), death benefit, pension guarantee period.
 */
export const readInvestment = (
  values: FormValues,
  productType: ProductType | undefined,
): Result<SearchData, FieldErrors> => {
  const errors = new ErrorCollector();
  const investmentType = pick<InvestmentType>(
    INVESTMENT_TYPES,
    fieldText(values, 'investmentType'),
  );
  if (investmentType === undefined) errors.add('investmentType', M.investmentType);
  const guarantee = pickNumber(
    guaranteeLevelsFor(productType),
    fieldText(values, 'beitragsGarantie'),
  );
  if (guarantee === undefined) errors.add('beitragsGarantie', M.beitragsGarantie);
  const funds = investmentType !== 'klassisch';
  const sustainability = funds
    ? pick<SustainabilityType>(SUSTAINABILITY_TYPES, fieldText(values, 'fundSustainabilityType'))
    : undefined;
  if (funds && sustainability === undefined) {
    errors.add('fundSustainabilityType', M.fundSustainability);
  }
  const deathBenefit = pick<DeathBenefit>(DEATH_BENEFITS, fieldText(values, 'deathBenefit'));
  if (deathBenefit === undefined) errors.add('deathBenefit', M.deathBenefit);
  const period = pickNumber(GUARANTEE_PERIODS, fieldText(values, 'pensionGuaranteePeriod'));
  if (period === undefined) errors.add('pensionGuaranteePeriod', M.guaranteePeriod);
  if (errors.hasErrors) return err(errors.all);
  return ok({
    ...(investmentType === undefined ? {} : { investmentType }),
    ...(guarantee === undefined ? {} : { beitragsGarantie: guarantee }),
    ...(sustainability === undefined ? {} : { fundSustainabilityType: sustainability }),
    ...(deathBenefit === undefined ? {} : { deathBenefit }),
    ...(period === undefined ? {} : { pensionGuaranteePeriod: period }),
  });
};

/** The form's values from the URL's search data, with the step's defaults. */
export const investmentValues = (
  searchData: SearchData,
  productType: ProductType | undefined,
): FormValues => {
  const levels = guaranteeLevelsFor(productType);
  const guarantee = searchData.beitragsGarantie;
  return {
    investmentType: searchData.investmentType ?? '',
    beitragsGarantie: String(
      guarantee !== undefined && levels.includes(guarantee) ? guarantee : levels[0],
    ),
    fundSustainabilityType: searchData.fundSustainabilityType ?? 'any',
    deathBenefit: searchData.deathBenefit ?? 'guthaben',
    pensionGuaranteePeriod: String(searchData.pensionGuaranteePeriod ?? 0),
  };
};
