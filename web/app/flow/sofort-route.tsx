import { insuranceStartChoice } from '../../../domain/onboarding/insurance-start-options';
import { readSofort, sofortValues } from '../../../domain/onboarding/sofort-form';
import { SofortFields } from '../../features/onboarding/sofort-fields';
import { type StepDefinition, stepComponent, stepLoader } from './step-route';

interface SofortExtra {
  readonly startOptions: readonly string[];
  readonly defaultStart: string;
}

// SPEC §2 /onboarding-sofort → /result; the landing widget sends ?birthday=….
const definition: StepDefinition<SofortExtra> = {
  step: 'sofort',
  extra: (_search, _url, now) => {
    const choice = insuranceStartChoice(now, 'sofort');
    return { startOptions: choice.options, defaultStart: choice.defaultStart };
  },
  values: (search, url, extra) =>
    sofortValues(
      search.searchData,
      { insuranceStart: extra.defaultStart, landingBirthday: url.searchParams.get('birthday') },
      extra.startOptions,
    ),
  read: (values, _search, extra, today) => readSofort(values, today, extra.startOptions),
  Fields: ({ ctx, extra }) => <SofortFields ctx={ctx} startOptions={extra.startOptions} />,
  submitLabel: 'Sofortrenten vergleichen',
};

export const Component = stepComponent(definition);
export const loader = stepLoader(definition);
