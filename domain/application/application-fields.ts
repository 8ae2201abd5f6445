import { RIESTER_CHILD_FIELDS, type RiesterChildField } from './riester-child-fields';

/**
 * The fields of the /personal-data form: one name for the form post, the JSON API, the error
 * map and the browser's session storage. Nested parts of ApplicationForm are flattened
 * (address, Riester allowance application and its children).
 */
const FIXED_FIELDS = [
  'salutation',
  'title',
  'firstName',
  'lastName',
  'birthday',
  'postalCode',
  'city',
  'street',
  'houseNumber',
  'email',
  'phoneNumber',
  'agreementToContactFromAdvisor',
  'nationality',
  'countryOfResidence',
  'placeOfBirth',
  'residencePermit',
  'taxId',
  'iban',
  'accountHolder',
  'beneficiary',
  'beneficiaryName',
  'politicallyExposed',
  'allowanceApplication',
  'riesterEligibility',
  'socialSecurityNumber',
  'allowanceNumber',
] as const;
export type ApplicationField = (typeof FIXED_FIELDS)[number] | RiesterChildField;

/** Every field: the fixed ones, then the Kinderzulage's children (`children.0.firstName`, …). */
export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  ...FIXED_FIELDS,
  ...RIESTER_CHILD_FIELDS,
];

/** The raw values as posted: strings, any field may be missing. */
export type ApplicationFormInput = Readonly<Partial<Record<ApplicationField, string>>>;

/** Field → German message, for every invalid field at once. */
export type ApplicationFieldErrors = Readonly<Partial<Record<ApplicationField, string>>>;

export interface ApplicationFormError {
  readonly kind: 'application/invalid';
  readonly message: string;
  readonly fields: ApplicationFieldErrors;
}

export const APPLICATION_FORM_INVALID_MESSAGE =
  'Bitte prüfen Sie Ihre Angaben: Mindestens ein Feld ist nicht richtig ausgefüllt.';

/** No field is longer than this in a post; longer values are cut before any check runs. */
export const MAX_FIELD_INPUT = 200;

/** Picks the known fields of a posted record (unknown keys are dropped, values cut). */
export const applicationFormInputOf = (
  record: Readonly<Record<string, unknown>>,
): ApplicationFormInput => {
  const input: Partial<Record<ApplicationField, string>> = {};
  for (const field of APPLICATION_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') input[field] = value.slice(0, MAX_FIELD_INPUT + 1);
    else if (typeof value === 'boolean') input[field] = String(value);
  }
  return input;
};

/** Riester's allowance application (§ 89 EStG): once, or the permanent Dauerzulagenantrag. */
export const ALLOWANCE_APPLICATIONS = ['dauerzulagenantrag', 'einmalig'] as const;
export type AllowanceApplicationChoice = (typeof ALLOWANCE_APPLICATIONS)[number];
