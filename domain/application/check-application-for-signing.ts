import type { CalendarDay } from '../calendar/calendar-day';
import { countryByIsoCode } from '../countries/country';
import type { ProductType } from '../products/product-type';
import { err, ok, type Result } from '../result';
import type { ApplicationFormError, ApplicationFormInput } from './application-fields';
import type { ApplicationForm } from './application-form';
import { applicationFormValues } from './application-form-values';
import { checkApplicationForm } from './check-application-form';
import { type OnlineSigningDecision, onlineSigningDecision } from './online-signing-risk';

/** A checked form and whether it may be signed online. */
export interface CheckedApplication {
  readonly form: ApplicationForm;
  readonly signing: OnlineSigningDecision;
}

/** The form's checks, then the online-signing risk rule on the checked countries and PEP answer. */
export const checkApplicationForSigning = (
  input: ApplicationFormInput,
  product: ProductType,
  today: CalendarDay,
): Result<CheckedApplication, ApplicationFormError> => {
  const checked = checkApplicationForm(input, product, today);
  if (!checked.ok) return err(checked.error);
  const form = checked.value;
  const nationality = countryByIsoCode(form.nationality);
  const countryOfResidence = countryByIsoCode(form.countryOfResidence);
  // checkApplicationForm answers only codes of the country list.
  if (nationality === null || countryOfResidence === null) {
    throw new Error('checked country code not in the country list');
  }
  const signing = onlineSigningDecision({
    nationality,
    countryOfResidence,
    politicallyExposed: form.politicallyExposed === true,
  });
  return ok({ form, signing });
};

/**
 * The whole /personal-data rules as the submission's form check: a form that reaches the
 * submission without passing them (an API call, a draft from before a rule changed) is refused
 * with every field's message, and a case the risk rule excludes from online signing with its reasons.
 */
export interface FormCheckError {
  readonly kind: 'application/invalid' | 'application/risk';
  readonly message: string;
  readonly fields?: Readonly<Record<string, string>>;
}

/** Validates a whole application form for its product on a Berlin day (the ages). */
export type ApplicationFormCheck = (
  form: ApplicationForm,
  product: ProductType,
  today: CalendarDay,
) => Result<ApplicationForm, FormCheckError>;

export const fullApplicationFormCheck: ApplicationFormCheck = (form, product, today) => {
  const checked = checkApplicationForSigning(applicationFormValues(form), product, today);
  if (!checked.ok) return err(checked.error);
  const { signing } = checked.value;
  if (!signing.allowed) {
    return err({
      kind: 'application/risk',
      message: signing.reasons.map((reason) => reason.message).join(' '),
    });
  }
  return ok(checked.value.form);
};
