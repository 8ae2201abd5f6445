import type { ContributionLimits } from '../../../../domain/comparison/contribution-limits';
import { insuranceStartChoice } from '../../../../domain/onboarding/insurance-start-options';
import { readSofort, sofortValues } from '../../../../domain/onboarding/sofort-form';
import { SofortFields } from '../../../features/onboarding/sofort-fields';
import { type StepDefinition, stepComponent, stepLoader } from './step-route';

interface SofortExtra {
  readonly startOptions: readonly string[];
  readonly defaultStart: string;
  readonly limits: {
    readonly sofort: ContributionLimits | null;
    readonly s3einmalzahlung: ContributionLimits | null;
  };
}

// SPEC §2 /onboarding-sofort → /result; the landing widget sends ?birthday=….
const definition: StepDefinition<SofortExtra> = {
  step: 'sofort',
  extra: async (_search, _url, now, _today, svc) => {
    const choice = insuranceStartChoice(now, 'sofort');
    const [sofort, s3einmalzahlung] = await Promise.all([
      svc.contributionLimits('sofort'),
      svc.contributionLimits('s3einmalzahlung'),
    ]);
    return {
      startOptions: choice.options,
      defaultStart: choice.defaultStart,
      limits: { sofort, s3einmalzahlung },
    };
  },
  values: (search, url, extra, today) =>
    sofortValues(
      search.searchData,
      {
        insuranceStart: extra.defaultStart,
        landingBirthday: url.searchParams.get('birthday'),
        today,
      },
      extra.startOptions,
    ),
  read: (values, _search, extra, today) =>
    readSofort(values, today, extra.startOptions, extra.limits),
  Fields: ({ ctx, extra }) => <SofortFields ctx={ctx} startOptions={extra.startOptions} />,
  submitLabel: 'Tarife vergleichen',
};

export const Component = stepComponent(definition);
export const loader = stepLoader(definition);
