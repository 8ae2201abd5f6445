import { germanDateOfIso } from '../calendar/calendar-day';
import { type PreviousApplicationData, TAKEOVER_FIELDS } from '../customer-area/data-takeover';
import { isAnonymousLogin, type SsoUserData } from '../session/login-state';
import type { ApplicationField } from './application-fields';
import type { ApplicationForm } from './application-form';
import { APPLICATION_SALUTATIONS } from './person-fields';
import { riesterChildField } from './riester-child-fields';
import { riesterChildrenOf } from './riester-children';

export type ApplicationFormValues = Readonly<Partial<Record<ApplicationField, string>>>;

/** What an empty form starts with: Germany for both countries, the advisor may call (SPEC §3). */
export const DEFAULT_APPLICATION_VALUES: ApplicationFormValues = {
  nationality: 'DE',
  countryOfResidence: 'DE',
  agreementToContactFromAdvisor: 'true',
  beneficiary: 'spousePartnerAndChildren',
};

const yesNo = (value: boolean | null): string => (value === null ? '' : value ? 'ja' : 'nein');

/** The allowance application's children as the page's fields (birth dates as TT.MM.JJJJ). */
const childValues = (form: ApplicationForm): ApplicationFormValues =>
  Object.fromEntries(
    riesterChildrenOf(form.riesterAllowance).flatMap((child, index) => [
      [riesterChildField(index, 'firstName'), child.firstName],
      [riesterChildField(index, 'lastName'), child.lastName],
      [riesterChildField(index, 'birthDate'), germanDateOfIso(child.birthDate)],
      [riesterChildField(index, 'kindergeldRecipient'), child.kindergeldRecipient],
    ]),
  );

/** A checked form as the page's field values again (birthday as TT.MM.JJJJ). */
export const applicationFormValues = (form: ApplicationForm): ApplicationFormValues => ({
  salutation: form.personal.salutation ?? 'keine Angabe',
  title: form.personal.title ?? '',
  firstName: form.personal.firstName,
  lastName: form.personal.lastName,
  birthday: form.personal.birthday === null ? '' : germanDateOfIso(form.personal.birthday),
  postalCode: form.personal.address.postalCode,
  city: form.personal.address.city,
  street: form.personal.address.street,
  houseNumber: form.personal.address.houseNumber,
  email: form.personal.email,
  phoneNumber: form.personal.phoneNumber,
  agreementToContactFromAdvisor: String(form.personal.agreementToContactFromAdvisor),
  nationality: form.nationality,
  countryOfResidence: form.countryOfResidence,
  placeOfBirth: form.placeOfBirth,
  residencePermit: form.residencePermit ?? '',
  taxId: form.taxId,
  iban: form.iban,
  accountHolder: form.accountHolder,
  beneficiary: form.beneficiary,
  beneficiaryName: form.beneficiaryName ?? '',
  politicallyExposed: yesNo(form.politicallyExposed),
  allowanceApplication:
    form.riesterAllowance === null
      ? ''
      : form.riesterAllowance.permanentApplication
        ? 'dauerzulagenantrag'
        : 'einmalig',
  riesterEligibility: form.riesterAllowance?.eligibility ?? '',
  socialSecurityNumber: form.riesterAllowance?.socialSecurityNumber ?? '',
  allowanceNumber: form.riesterAllowance?.allowanceNumber ?? '',
  ...childValues(form),
});

/** The salutation given at registration, where the application offers it. */
const salutationOf = (login: SsoUserData): ApplicationFormValues =>
  (APPLICATION_SALUTATIONS as readonly string[]).includes(login.salutation ?? '')
    ? { salutation: login.salutation ?? '' }
    : {};

/**
 * SPEC §4: a logged-in customer's account prefills salutation, names, phone and the login's e-mail; the birthday is never taken
 * from the login and the advisor contact is not assumed (agreementToContactFromAdvisor false).
 * A guest of the anonymous login brings only e-mail and phone and keeps the SPEC §3 default of
 * the advisor contact (true): SPEC §4's takeover is the logged-in callback's alone.
 * The comparison's birthday (the one the tariff was calculated for) fills the birthday instead.
 * „Daten übernehmen“: the personal data of the account's previous application is stored data
 * and wins over the login (SPEC §3 prefill priority: query, then stored data, then login); its
 * empty fields leave the login's values.
 */
export const prefillApplicationValues = (sources: {
  readonly login: SsoUserData | null;
  readonly comparisonBirthday: string | null;
  readonly previous?: PreviousApplicationData['values'] | null;
}): ApplicationFormValues => {
  // Only the takeover fields, whatever else a caller hands in: never IBAN or tax id.
  const previous: Partial<Record<ApplicationField, string>> = {};
  for (const field of TAKEOVER_FIELDS) {
    const value = sources.previous?.[field] ?? '';
    if (value !== '') previous[field] = value;
  }
  const fromLogin: ApplicationFormValues =
    sources.login === null
      ? {}
      : {
          ...salutationOf(sources.login),
          firstName: sources.login.firstName ?? '',
          lastName: sources.login.lastName ?? '',
          phoneNumber: sources.login.loginPhoneNumber ?? '',
          email: sources.login.loginEmail ?? '',
          ...(isAnonymousLogin(sources.login) ? {} : { agreementToContactFromAdvisor: 'false' }),
        };
  const merged: ApplicationFormValues = {
    ...DEFAULT_APPLICATION_VALUES,
    ...fromLogin,
    ...previous,
  };
  const holder = [merged.firstName, merged.lastName].filter(Boolean).join(' ');
  return {
    ...merged,
    ...(sources.login === null && sources.previous == null ? {} : { accountHolder: holder }),
    ...(sources.comparisonBirthday === null
      ? {}
      : { birthday: germanDateOfIso(sources.comparisonBirthday) }),
  };
};
