import type { ProductOffers } from '../../../../domain/onboarding/product-offers';
import { productOffers } from '../../../../domain/onboarding/product-offers';
import { readProductSelection } from '../../../../domain/onboarding/product-selection-form';
import { ProductChoiceFields } from '../../../features/onboarding/product-choice-fields';
import { type StepDefinition, stepComponent, stepLoader } from './step-route';

// SPEC §2 /onboarding-product-selection: the offers are computed for this customer.
const definition: StepDefinition<ProductOffers> = {
  step: 'productSelection',
  extra: (search, _url, _now, today) => productOffers(search.searchData, today),
  values: (search) => ({ productType: search.searchData.productType ?? '' }),
  read: (values) => readProductSelection(values),
  Fields: ({ ctx, extra }) => <ProductChoiceFields ctx={ctx} offers={extra} />,
};

export const Component = stepComponent(definition);
export const loader = stepLoader(definition);
