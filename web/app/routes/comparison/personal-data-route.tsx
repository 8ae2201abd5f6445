import {
  personalDataValues,
  readPersonalData,
} from '../../../../domain/onboarding/personal-data-form';
import { personalDataQuestions } from '../../../../domain/onboarding/personal-data-questions';
import { personalDataLead } from '../../../../domain/products/product-plurals';
import {
  type PersonalDataExtra,
  PersonalDataFields,
} from '../../../features/onboarding/personal-data-fields';
import { type StepDefinition, stepComponent, stepLoader } from './step-route';

// SPEC §2 /onboarding-personal-data; the landing widget sends ?jobSituation=…&birthday=….
const definition: StepDefinition<PersonalDataExtra> = {
  step: 'personalData',
  // For the Sofortrente link beside a birth date over 62 (SPEC §5), and the questions the
  // searched product needs (no product yet: all of them).
  extra: (search, _url, _now, today) => ({
    today,
    productType: search.searchData.productType ?? 'schicht3',
    questions: personalDataQuestions(search.searchData.productType),
  }),
  values: (search, url) =>
    personalDataValues(search.searchData, {
      jobSituation: url.searchParams.get('jobSituation'),
      birthday: url.searchParams.get('birthday'),
    }),
  // „… passende Riester-Renten …“: the lead names the searched product (issue 32).
  lead: (search) => personalDataLead(search.searchData.productType),
  read: (values, search, _extra, today) =>
    readPersonalData(values, today, search.searchData.productType),
  Fields: ({ ctx, extra }) => <PersonalDataFields ctx={ctx} extra={extra} />,
};

export const Component = stepComponent(definition);
export const loader = stepLoader(definition);
