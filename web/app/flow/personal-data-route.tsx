import {
  personalDataValues,
  readPersonalData,
} from '../../../domain/onboarding/personal-data-form';
import { PersonalDataFields } from '../../features/onboarding/personal-data-fields';
import { type StepDefinition, stepComponent, stepLoader } from './step-route';

// SPEC §2 /onboarding-personal-data; the landing widget sends ?jobSituation=…&birthday=….
const definition: StepDefinition<null> = {
  step: 'personalData',
  extra: () => null,
  values: (search, url) =>
    personalDataValues(search.searchData, {
      jobSituation: url.searchParams.get('jobSituation'),
      birthday: url.searchParams.get('birthday'),
    }),
  read: (values, search, _extra, today) =>
    readPersonalData(values, today, search.searchData.productType),
  Fields: ({ ctx }) => <PersonalDataFields ctx={ctx} />,
};

export const Component = stepComponent(definition);
export const loader = stepLoader(definition);
