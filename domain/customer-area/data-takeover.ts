import type { ApplicationField } from '../application/application-fields';
import type { ApplicationForm } from '../application/application-form';
import type { ApplicationFormValues } from '../application/application-form-values';

/**
 * What „Daten übernehmen“ carries from a customer's earlier application into a new one: the
 * SPEC §3 personal data a customer rarely changes. Bank and tax data (IBAN, account holder,
 * Steuer-ID), the birthday (the new comparison's own) and the answers the insurer asks anew
 * (politically exposed, beneficiary, allowances) are typed again: a wrong IBAN taken over
 * unnoticed debits the wrong account, and a stale answer to a legal question is a false one.
 */
export const TAKEOVER_FIELDS = [
  'salutation',
  'title',
  'firstName',
  'lastName',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'email',
  'phoneNumber',
] as const satisfies readonly ApplicationField[];
export type TakeoverField = (typeof TAKEOVER_FIELDS)[number];

/** The personal data of the account's latest application, ready to prefill a new form. */
export interface PreviousApplicationData {
  readonly reference: string;
  /** DD.MM.YYYY in Berlin. */
  readonly submittedOn: string;
  readonly values: Readonly<Partial<Record<TakeoverField, string>>>;
}

/** The takeover fields of a stored application's form, as the form's field values. */
export const takeoverValuesOf = (
  form: ApplicationForm,
): Readonly<Partial<Record<TakeoverField, string>>> => ({
  salutation: form.personal.salutation ?? 'keine Angabe',
  title: form.personal.title ?? '',
  firstName: form.personal.firstName,
  lastName: form.personal.lastName,
  street: form.personal.address.street,
  houseNumber: form.personal.address.houseNumber,
  postalCode: form.personal.address.postalCode,
  city: form.personal.address.city,
  email: form.personal.email,
  phoneNumber: form.personal.phoneNumber,
});

const GROUPS: readonly { readonly label: string; readonly fields: readonly TakeoverField[] }[] = [
  { label: 'Anrede', fields: ['salutation', 'title'] },
  { label: 'Name', fields: ['firstName', 'lastName'] },
  { label: 'Anschrift', fields: ['street', 'houseNumber', 'postalCode', 'city'] },
  { label: 'E-Mail-Adresse', fields: ['email'] },
  { label: 'Telefonnummer', fields: ['phoneNumber'] },
];

/** „Anrede, Name, Anschrift, E-Mail-Adresse und Telefonnummer“: what the notice names. */
export const takenOverText = (values: ApplicationFormValues): string => {
  const labels = GROUPS.filter((g) => g.fields.some((f) => (values[f] ?? '') !== '')).map(
    (g) => g.label,
  );
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} und ${labels.at(-1)}`;
};
