import type { FastifyPluginAsync } from 'fastify';
import { CALCULATOR_FIELD_MAX_LENGTH } from '../../../domain/calculators/calculator-form';
import {
  PENSION_INSURANCE_FIELDS,
  type PensionInsuranceFormInput,
} from '../../../domain/calculators/pension-insurance-calculator';
import {
  RIESTER_CALCULATOR_FIELDS,
  type RiesterCalculatorFormInput,
} from '../../../domain/calculators/riester-calculator';
import {
  RUERUP_CALCULATOR_FIELDS,
  type RuerupCalculatorFormInput,
} from '../../../domain/calculators/ruerup-calculator';
import type { Result } from '../../../domain/result';
import type { RouteOptions } from '../server-use-cases';

/** A calculator's query: its form fields as typed (German amounts), nothing else. */
const calculatorQuerySchema = (fields: readonly string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      fields.map((field) => [field, { type: 'string', maxLength: CALCULATOR_FIELD_MAX_LENGTH }]),
    ),
  }) as const;

/**
 * GET /calculators/rentenversicherung|riester|ruerup: the calculators for the query of their
 * pages (a GET, so a result has an address like the page and changes nothing). Bad input: 400
 * with the first German message and every field's message in error.fields.
 */
export const calculatorsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { useCases }) => {
  const { runCalculators: c } = useCases;
  const routes: ReadonlyArray<
    readonly [
      string,
      readonly string[],
      (query: Readonly<Record<string, string>>) => Promise<Result<unknown, unknown>>,
    ]
  > = [
    [
      'rentenversicherung',
      PENSION_INSURANCE_FIELDS,
      (q: PensionInsuranceFormInput) => c.pensionInsurance(q),
    ],
    ['riester', RIESTER_CALCULATOR_FIELDS, (q: RiesterCalculatorFormInput) => c.riester(q)],
    ['ruerup', RUERUP_CALCULATOR_FIELDS, (q: RuerupCalculatorFormInput) => c.ruerup(q)],
  ];
  for (const [name, fields, run] of routes) {
    app.get<{ Querystring: Readonly<Record<string, string>> }>(
      `/calculators/${name}`,
      { schema: { querystring: calculatorQuerySchema(fields) } },
      async (request, reply) => {
        const result = await run(request.query);
        if (!result.ok) return reply.code(400).send({ error: result.error });
        return result.value;
      },
    );
  }
};
