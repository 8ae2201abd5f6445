import {
  contributionValues,
  monthlyOfYearly,
  readContribution,
} from '../../../../domain/onboarding/contribution-form';
import { insuranceStartChoice } from '../../../../domain/onboarding/insurance-start-options';
import { productOffers } from '../../../../domain/onboarding/product-offers';
import {
  type ContributionExtra,
  ContributionFields,
} from '../../../features/onboarding/contribution-fields';
import { type StepDefinition, stepComponent, stepLoader } from './step-route';

// SPEC §2 /onboarding-contribution, §4 insurance start and year-end period.
const definition: StepDefinition<ContributionExtra> = {
  step: 'contribution',
  extra: async (search, _url, now, today, svc) => {
    const product = search.searchData.productType ?? 'schicht3';
    const limits = await svc.contributionLimits(product);
    const choice = insuranceStartChoice(now, product);
    const riester = product === 'riester' ? productOffers(search.searchData, today).riester : null;
    return {
      startOptions: choice.options,
      defaultStart: choice.defaultStart,
      yearEndPeriodEnds: choice.yearEndPeriodEnds?.toString() ?? null,
      limits,
      riesterMinimum:
        riester === null || riester.eligibility === 'nein'
          ? null
          : riester.allowances.minimumOwnContribution,
    };
  },
  values: (search, _url, extra) =>
    contributionValues(
      search.searchData,
      {
        insuranceStart: extra.defaultStart,
        ...(extra.riesterMinimum === null
          ? {}
          : { monthlySuggestion: monthlyOfYearly(extra.riesterMinimum) }),
      },
      extra.startOptions,
    ),
  read: (values, search, extra) =>
    readContribution(values, {
      ...(search.searchData.birthday === undefined ? {} : { birthday: search.searchData.birthday }),
      startOptions: extra.startOptions,
      limits: extra.limits,
    }),
  Fields: ({ ctx, extra }) => <ContributionFields ctx={ctx} extra={extra} />,
};

export const Component = stepComponent(definition);
export const loader = stepLoader(definition);
