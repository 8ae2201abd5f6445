import { type CalendarDay, germanDateToIso, isoOf } from '../calendar/calendar-day';

/** A step form as sent (GET query or form data): the last value of each field name. */
export type FormValues = Readonly<Record<string, string>>;

/** German messages at the fields, by field name; empty when the form is fine. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The values of a query or form data; a field sent twice counts with its last value. */
export const formValuesOf = (params: URLSearchParams): FormValues => {
  const values: Record<string, string> = {};
  for (const [name, value] of params) values[name] = value;
  return values;
};

/** A trimmed field value, '' when absent. */
export const fieldText = (values: FormValues, name: string): string =>
  (Object.hasOwn(values, name) ? (values[name] ?? '') : '').trim();

// German amounts: dots group thousands, a comma starts the cents (45.000 · 45000 · 1.234,56).
const GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;
const PLAIN = /^\d+(?:,\d{1,2})?$/;

/** A euro amount typed the German way ('45.000', '1234,5', '99 €'), or null. */
export const readEuroAmount = (text: string): number | null => {
  const bare = text.replace(/\s*€\s*$/, '').replace(/[\s\u00a0]/g, '');
  if (!GROUPED.test(bare) && !PLAIN.test(bare)) return null;
  const value = Number(bare.replaceAll('.', '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
};

// Made once: a formatter per call cost the result page's search bar some 0.3 ms a page (issue 31).
let EURO_INPUT_WHOLE_MADE: Intl.NumberFormat | undefined;
// Made at its first use: a cold process (the CLI's `rente holidays`) formats no number and
// need not load the locale's data (about 5 ms).
const EURO_INPUT_WHOLE = (): Intl.NumberFormat =>
  (EURO_INPUT_WHOLE_MADE ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }));
let EURO_INPUT_CENTS_MADE: Intl.NumberFormat | undefined;
const EURO_INPUT_CENTS = (): Intl.NumberFormat =>
  (EURO_INPUT_CENTS_MADE ??= new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

/** An amount as the input shows it again: '45.000' or '1.234,56'. */
export const euroInputText = (amount: number | undefined): string => {
  if (amount === undefined || !Number.isFinite(amount)) return '';
  const cents = Math.round(amount * 100) % 100 !== 0;
  return (cents ? EURO_INPUT_CENTS : EURO_INPUT_WHOLE)().format(amount);
};

/** A yes/no radio: '1' yes, '0' no (as the search data writes booleans, SPEC §3). */
export const readYesNo = (text: string): boolean | null =>
  text === '1' ? true : text === '0' ? false : null;

export const yesNoText = (value: boolean | undefined): string =>
  value === undefined ? '' : value ? '1' : '0';

/** YYYY-MM-DD → DD.MM.YYYY for a German date input; other text unchanged. */
export const isoToGerman = (iso: string | undefined): string => {
  if (iso === undefined) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match === null ? iso : `${match[3]}.${match[2]}.${match[1]}`;
};

/** A German (or ISO) date input as YYYY-MM-DD, or null. */
export const readGermanDate = (text: string): string | null =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : germanDateToIso(text);

/** Whether an ISO date lies after the Berlin day `today`. */
export const isAfterDay = (iso: string, today: CalendarDay): boolean => iso > isoOf(today);

/** Collects field errors while a form is read. */
export class ErrorCollector {
  private readonly errors: Record<string, string> = {};

  add(name: string, message: string): void {
    if (!Object.hasOwn(this.errors, name)) this.errors[name] = message;
  }

  get hasErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  get all(): FieldErrors {
    return { ...this.errors };
  }
}
