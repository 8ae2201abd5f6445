import { type RefObject, useEffect } from 'react';
import { PERSONAL_DATA_STORAGE_KEY } from '../../../domain/session/personal-data-storage-key';
import {
  formValuesOfStoredPersonalData,
  storedPersonalDataWith,
} from '../../../domain/session/stored-personal-data';

// What a reload keeps in the browser's session storage (issue 29, finding 10): the personal-data
// entity of SPEC §3 and the application's other answers that identify nobody on their own — place
// of birth, nationality, residence, residence permit, beneficiary, account holder, the PEP answer.
// Never kept in the browser: IBAN, Steuer-ID, Sozialversicherungsnummer and the Zulagennummer.
// The server keeps those with the draft once „Weiter zur Zusammenfassung“ saved the form, and the
// page says so (SESSION_KEPT_NOTE).
export const KEPT_FIELDS = [
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
  'placeOfBirth',
  'nationality',
  'countryOfResidence',
  'residencePermit',
  'beneficiary',
  'beneficiaryName',
  'accountHolder',
  'politicallyExposed',
] as const;

/** The fields a reload does not keep in the browser (financial and social security numbers). */
export const NEVER_KEPT_FIELDS = [
  'iban',
  'taxId',
  'socialSecurityNumber',
  'allowanceNumber',
] as const;

/** What the page promises about a reload. */
export const SESSION_KEPT_NOTE =
  'Ihre Eingaben bleiben erhalten, auch wenn Sie die Seite neu laden – außer IBAN, Steuer-Identifikationsnummer, Sozialversicherungs- und Zulagennummer: Diese speichern wir zu Ihrer Sicherheit nicht in Ihrem Browser, sondern erst mit „Weiter zur Zusammenfassung“ auf unserem Server.';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The stored personal data as written (the login callback's or this form's), {} when none. */
const stored = (): unknown => {
  try {
    return JSON.parse(storage()?.getItem(PERSONAL_DATA_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
};

type Control = HTMLInputElement | HTMLSelectElement;

const controlOf = (form: HTMLFormElement, name: string): Control | RadioNodeList | null => {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof RadioNodeList
    ? element
    : null;
};

/** A text field's or select's value, or the checked radio's ('' when none). */
const currentValueOf = (control: Control | RadioNodeList | null): string => control?.value ?? '';

/**
 * Fills an empty field with the kept value; a radio group without a choice gets its choice by a
 * click, so the page reacts as to the customer's own (a beneficiary's name field appears).
 */
const restore = (control: Control | RadioNodeList, value: string): void => {
  if (control instanceof RadioNodeList) {
    if (control.value !== '') return;
    for (const node of control) {
      if (node instanceof HTMLInputElement && node.value === value) node.click();
    }
    return;
  }
  if (control.value === '') control.value = value;
};

/**
 * Keeps the form's personal data in session storage while the customer types, and fills empty
 * fields from it when the page comes back (a new tab of the same session, a reload before the
 * first save). Values from the server (draft, posted form) are never overwritten.
 */
export const useSessionPersonalData = (
  formRef: RefObject<HTMLFormElement | null>,
  /** What the page shows; the form may come and go with it. */
  view: string,
): void => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: view changes which form element the ref holds
  useEffect(() => {
    const form = formRef.current;
    if (form === null) return undefined;
    const kept = formValuesOfStoredPersonalData(stored());
    for (const name of KEPT_FIELDS) {
      const control = controlOf(form, name);
      const value = kept[name];
      if (control !== null && typeof value === 'string' && value !== '') restore(control, value);
    }
    const save = (): void => {
      const values: Record<string, string> = {};
      for (const name of KEPT_FIELDS) values[name] = currentValueOf(controlOf(form, name));
      const next = storedPersonalDataWith(stored(), values);
      storage()?.setItem(PERSONAL_DATA_STORAGE_KEY, JSON.stringify(next));
    };
    form.addEventListener('input', save);
    form.addEventListener('change', save);
    return () => {
      form.removeEventListener('input', save);
      form.removeEventListener('change', save);
    };
  }, [formRef, view]);
};
