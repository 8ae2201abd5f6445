import {
  guaranteeLevelsFor,
  investmentValues,
  readInvestment,
} from '../../../../domain/onboarding/investment-form';
import { InvestmentFields } from '../../../features/onboarding/investment-fields';
import { type StepDefinition, stepComponent, stepLoader } from './step-route';

// SPEC §2 /onboarding-investment-selection → /result.
const definition: StepDefinition<{ readonly guaranteeLevels: readonly number[] }> = {
  step: 'investmentSelection',
  extra: (search) => ({ guaranteeLevels: guaranteeLevelsFor(search.searchData.productType) }),
  values: (search) => investmentValues(search.searchData, search.searchData.productType),
  read: (values, search) => readInvestment(values, search.searchData.productType),
  Fields: ({ ctx, extra }) => (
    <InvestmentFields ctx={ctx} guaranteeLevels={extra.guaranteeLevels} />
  ),
  submitLabel: 'Tarife vergleichen',
};

export const Component = stepComponent(definition);
export const loader = stepLoader(definition);
