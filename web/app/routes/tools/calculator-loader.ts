import type { LoaderFunctionArgs } from 'react-router-dom';
import { CALCULATOR_FIELD_MAX_LENGTH } from '../../../../domain/calculators/calculator-form';
import type { FieldErrors, FormValues } from '../../../../domain/onboarding/form-values';
import type { DomainError, Result } from '../../../../domain/result';
import type { AppServices } from '../../../../ports/app-services';
import type { Calculators } from '../../../../ports/use-cases/run-calculators.use-case';

export interface CalculatorPageData<T> {
  readonly path: string;
  readonly values: FormValues;
  readonly errors: FieldErrors;
  readonly result: T | null;
}

type CalculatorError = DomainError & { readonly fields?: FieldErrors };

/**
 * The loader of a calculator page: it reads its own query (a GET form, so every result has a
 * shareable address). No field sent shows the form with its defaults; a sent form is answered
 * with the messages at the fields (an error without fields at `fallbackField`) or the result.
 */
export const calculatorLoader =
  <T>(options: {
    readonly fields: readonly string[];
    readonly defaults: FormValues;
    readonly fallbackField: string;
    readonly run: (c: Calculators, form: FormValues) => Promise<Result<T, CalculatorError>>;
  }) =>
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs): Promise<CalculatorPageData<T>> => {
    const url = new URL(request.url);
    const values: Record<string, string> = {};
    for (const field of options.fields) {
      const value = url.searchParams.get(field);
      if (value !== null) values[field] = value.slice(0, CALCULATOR_FIELD_MAX_LENGTH);
    }
    if (Object.keys(values).length === 0) {
      return { path: url.pathname, values: options.defaults, errors: {}, result: null };
    }
    const result = await options.run(await svc.calculators(), values);
    if (result.ok) return { path: url.pathname, values, errors: {}, result: result.value };
    const errors = result.error.fields ?? { [options.fallbackField]: result.error.message };
    return { path: url.pathname, values, errors, result: null };
  };
