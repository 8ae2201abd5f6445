import { type CalendarDay, isoDayOf } from '../calendar/calendar-day';
import { err, ok } from '../result';
import { ALLOWANCE_APPLICATIONS, type ApplicationFormInput } from './application-fields';
import type { RiesterAllowanceApplication } from './application-form';
import { checkRiesterChildren } from './check-riester-children';
import { checkChoice, type FieldErrors, fromResult } from './field-errors';
import { isPublicSupportEligibility, type PublicSupportEligibility } from './public-support';
import { checkSocialSecurityNumber } from './social-security-number';

/**
 * Riester's allowance application (§ 89 EStG): once or permanently, the eligibility, and the
 * Sozialversicherungsnummer (checked against the birthday) or, without one, the Zulagenummer,
 * and the children for the Kinderzulage (checked on the signing day).
 * Each wrong field goes into `errors`; null unless every part is right.
 */
export const checkRiesterAllowance = (
  input: ApplicationFormInput,
  birthdayIso: string | null,
  signingDay: CalendarDay,
  errors: FieldErrors,
): RiesterAllowanceApplication | null => {
  const application = errors.take(
    'allowanceApplication',
    checkChoice(
      ALLOWANCE_APPLICATIONS,
      input.allowanceApplication ?? '',
      'Bitte wählen Sie, ob Sie die Zulage einmalig oder dauerhaft beantragen.',
    ),
  );
  const eligibility = (input.riesterEligibility ?? '').trim();
  // An allowance application needs eligibility (§ 79 EStG): directly or through the spouse.
  const eligible = errors.take<PublicSupportEligibility>(
    'riesterEligibility',
    isPublicSupportEligibility(eligibility) && eligibility !== 'nein'
      ? ok(eligibility)
      : err('Bitte wählen Sie, ob Sie unmittelbar oder mittelbar förderberechtigt sind.'),
  );
  const ssnText = (input.socialSecurityNumber ?? '').trim();
  const allowanceText = (input.allowanceNumber ?? '').replace(/\s/g, '').toUpperCase();
  let ssn: string | null = null;
  let allowanceNumber: string | null = null;
  if (ssnText !== '') {
    const birthday = birthdayIso === null ? null : isoDayOf(birthdayIso);
    ssn = errors.take(
      'socialSecurityNumber',
      fromResult(checkSocialSecurityNumber(ssnText, birthday)),
    );
  } else if (allowanceText !== '') {
    // The Zentrale Zulagenstelle (ZfA) issues 12-character numbers and publishes no check digit.
    allowanceNumber = errors.take(
      'allowanceNumber',
      /^[0-9A-Z]{12}$/.test(allowanceText)
        ? ok(allowanceText)
        : err('Die Zulagenummer besteht aus 12 Ziffern und Buchstaben.'),
    );
  } else {
    errors.take(
      'socialSecurityNumber',
      err(
        'Bitte geben Sie Ihre Sozialversicherungsnummer an oder, wenn Sie keine haben, Ihre Zulagenummer.',
      ),
    );
  }
  const children = checkRiesterChildren(input, signingDay, errors);
  if (
    application === null ||
    eligible === null ||
    (ssn === null && allowanceNumber === null) ||
    children === null
  ) {
    return null;
  }
  return {
    permanentApplication: application === 'dauerzulagenantrag',
    eligibility: eligible,
    socialSecurityNumber: ssn,
    allowanceNumber,
    children,
  };
};
