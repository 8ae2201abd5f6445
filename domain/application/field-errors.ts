import { err, ok, type Result } from '../result';
import { isOneOf } from '../value-set';
import type { ApplicationField } from './application-fields';
import type { FieldCheck } from './person-fields';

/** Collects each field's check; the form is valid only when none failed. */
export class FieldErrors {
  readonly errors: Partial<Record<ApplicationField, string>> = {};

  take<T>(field: ApplicationField, check: FieldCheck<T>): T | null {
    if (check.ok) return check.value;
    this.errors[field] = check.error;
    return null;
  }
}

/** A rule's Result as a field check: its German message. */
export const fromResult = <T>(result: Result<T, { readonly message: string }>): FieldCheck<T> =>
  result.ok ? result : err(result.error.message);

/** One of the offered values (trimmed), else the field's message. */
export const checkChoice = <T extends string>(
  values: readonly T[],
  input: string,
  missing: string,
): FieldCheck<T> => (isOneOf(values, input.trim()) ? ok(input.trim() as T) : err(missing));
