import type { CalendarDay } from '../calendar/calendar-day';
import type { ProductType } from '../products/product-type';
import { err, ok, type Result } from '../result';
import type { ApplicationForm } from './application-form';

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

const MAX_TEXT = 200;
export const FORM_MESSAGES = {
  invalid: 'Bitte prüfen Sie Ihre Angaben.',
  required: 'Bitte füllen Sie dieses Feld aus.',
  tooLong: `Bitte geben Sie höchstens ${MAX_TEXT} Zeichen ein.`,
  markup: 'Bitte verwenden Sie keine Zeichen wie < oder >.',
} as const;

const textMessage = (value: string): string | null => {
  if (value.trim() === '') return FORM_MESSAGES.required;
  if ([...value].length > MAX_TEXT) return FORM_MESSAGES.tooLong;
  if (/[<>]/.test(value)) return FORM_MESSAGES.markup;
  return null;
};

/**
 * The least an application must hold to be stored: names, birthday, address, e-mail, tax id,
 * IBAN and account holder present, short and without markup. The full rules of the form
 * (tax id, IBAN check digits, ages, risk countries) replace this check where they are wired.
 */
export const minimalFormCheck: ApplicationFormCheck = (form) => {
  const texts: Readonly<Record<string, string>> = {
    firstName: form.personal.firstName,
    lastName: form.personal.lastName,
    birthday: form.personal.birthday ?? '',
    email: form.personal.email,
    postalCode: form.personal.address.postalCode,
    city: form.personal.address.city,
    street: form.personal.address.street,
    houseNumber: form.personal.address.houseNumber,
    taxId: form.taxId,
    iban: form.iban,
    accountHolder: form.accountHolder,
  };
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(texts)) {
    const message = textMessage(value);
    if (message !== null) fields[name] = message;
  }
  if (Object.keys(fields).length > 0) {
    return err({ kind: 'application/invalid', message: FORM_MESSAGES.invalid, fields });
  }
  return ok(form);
};
