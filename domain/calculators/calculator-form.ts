import { readEuroAmount } from '../onboarding/form-values';
import { err, ok, type Result } from '../result';

/** A calculator's form as typed or sent (page query, API query); a field may be missing. */
export type CalculatorFormInput<F extends string> = Readonly<Partial<Record<F, string>>>;

/** Bad input of a calculator: the first field's message and every field's, all in German. */
export interface CalculatorInputError<K extends string, F extends string> {
  readonly kind: K;
  /** The first field's message (the one line an API client or a log shows). */
  readonly message: string;
  readonly fields: Readonly<Partial<Record<F, string>>>;
}

/** The longest value a calculator reads of one field (page query and API schema alike). */
export const CALCULATOR_FIELD_MAX_LENGTH = 32;

const WHOLE_NUMBER = /^\d{1,3}$/;

/** A whole number typed without separators (1 to 3 digits) within min..max, or null. */
export const wholeNumberIn = (text: string, min: number, max: number): number | null => {
  if (!WHOLE_NUMBER.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

/** A German euro amount (45.000 or 2.500,50) of at most max, or null. */
export const amountUpTo = (text: string, max: number): number | null => {
  const amount = readEuroAmount(text);
  return amount !== null && amount <= max ? amount : null;
};

/**
 * The reading of one form: the trimmed text of a field, a way to put its message at the field
 * (returning null for the value), and finish: the value read, or the error with every field's
 * message and the first one's (in the fields' order) as the message. The value is null exactly
 * when a field failed; finish still answers the first field's message should that ever differ.
 */
export const formReader = <K extends string, F extends string>(
  kind: K,
  order: readonly F[],
  messages: Readonly<Record<F, string>>,
  form: CalculatorFormInput<F>,
): {
  readonly text: (field: F) => string;
  readonly fail: (field: F) => null;
  readonly finish: <T>(value: T | null) => Result<T, CalculatorInputError<K, F>>;
} => {
  const fields: Partial<Record<F, string>> = {};
  return {
    text: (field) => (Object.hasOwn(form, field) ? (form[field] ?? '') : '').trim(),
    fail: (field) => {
      fields[field] = messages[field];
      return null;
    },
    finish: (value) => {
      const first = order.find((field) => fields[field] !== undefined);
      if (first === undefined && value !== null) return ok(value);
      const field = first ?? order[0];
      const message = field === undefined ? '' : messages[field];
      return err({ kind, message, fields });
    },
  };
};
