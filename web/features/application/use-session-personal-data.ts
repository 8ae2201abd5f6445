import { type RefObject, useEffect } from 'react';

/** SPEC §3: the personal data is kept in the browser's session storage under this key. */
export const PERSONAL_DATA_STORAGE_KEY = 'rk.personalData';

// The personal-data entity of SPEC §3; bank, tax and identification data stay on the server.
const KEPT_FIELDS = [
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
] as const;

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const read = (): Readonly<Record<string, string>> => {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PERSONAL_DATA_STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
};

type Control = HTMLInputElement | HTMLSelectElement;

const controlOf = (form: HTMLFormElement, name: string): Control | null => {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement
    ? element
    : null;
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
    const kept = read();
    for (const name of KEPT_FIELDS) {
      const control = controlOf(form, name);
      const value = kept[name];
      if (control !== null && control.value === '' && typeof value === 'string') {
        control.value = value;
      }
    }
    const save = (): void => {
      const values: Record<string, string> = {};
      for (const name of KEPT_FIELDS) values[name] = controlOf(form, name)?.value ?? '';
      storage()?.setItem(PERSONAL_DATA_STORAGE_KEY, JSON.stringify(values));
    };
    form.addEventListener('input', save);
    form.addEventListener('change', save);
    return () => {
      form.removeEventListener('input', save);
      form.removeEventListener('change', save);
    };
  }, [formRef, view]);
};
