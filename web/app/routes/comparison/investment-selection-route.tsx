import {
  type InvestmentChoices,
  investmentChoicesFor,
  onShownChoices,
} from '../../../../domain/onboarding/investment-choices';
import { investmentValues, readInvestment } from '../../../../domain/onboarding/investment-form';
import { InvestmentFields } from '../../../features/onboarding/investment-fields';
import { type StepDefinition, stepComponent, stepLoader } from './step-route';

// SPEC §2 /onboarding-investment-selection → /result. Only the wishes some tariff of the product
// can meet are offered (issue 32, finding 3): the catalogue's offer comes with its limits.
const definition: StepDefinition<InvestmentChoices> = {
  step: 'investmentSelection',
  extra: async (search, _url, _now, _today, svc) => {
    const product = search.searchData.productType;
    const limits = product === undefined ? null : await svc.contributionLimits(product);
    return investmentChoicesFor(product, limits?.offer);
  },
  values: (search, _url, choices) =>
    onShownChoices(investmentValues(search.searchData, search.searchData.productType), choices),
  read: (values, search) => readInvestment(values, search.searchData.productType),
  Fields: ({ ctx, extra }) => <InvestmentFields ctx={ctx} choices={extra} />,
  submitLabel: 'Tarife vergleichen',
};

export const Component = stepComponent(definition);
export const loader = stepLoader(definition);
