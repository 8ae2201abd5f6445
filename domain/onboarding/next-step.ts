import type { CalendarDay } from '../calendar/calendar-day';
import type { SearchData } from '../search-data/search-data';
import { type OnboardingStep, STEP_PATHS, STEP_SUBMIT_FIELD, stepPosition } from './flow-steps';
import { personalDataValues, readPersonalData } from './personal-data-form';

/** Where a step's valid answers lead: a path and the form fields to send along (none usually). */
export interface NextStep {
  readonly path: string;
  /**
   * Form fields for the next step's own form, sent as its GET form would be: the next step then
   * shows its messages at the fields that are missing.
   */
  readonly sentForm: ReadonlyArray<readonly [string, string]>;
}

/**
 * The step after `step` for the search its answers make. The personal-data step asks salary and
 * church tax only for the products whose figures depend on them (personalDataQuestions), and
 * checks the birth date against the product's ages. So when the product step picks a product
 * that needs an answer the customer was not asked (private Rentenversicherung chosen on the
 * landing page, then Riester at the product step), or whose ages the birth date does not meet,
 * the journey goes back to the personal-data step, sent, so the missing answers are marked at
 * their fields — never on to a comparison computed with a salary of nothing.
 */
export const nextStepAfter = (
  step: OnboardingStep,
  searchData: SearchData,
  today: CalendarDay,
): NextStep => {
  if (step === 'productSelection') {
    const values = personalDataValues(searchData);
    if (!readPersonalData(values, today, searchData.productType).ok) {
      return {
        path: STEP_PATHS.personalData,
        sentForm: [...Object.entries(values), [STEP_SUBMIT_FIELD.name, STEP_SUBMIT_FIELD.value]],
      };
    }
  }
  return { path: stepPosition(step).nextPath, sentForm: [] };
};
