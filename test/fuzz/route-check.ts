import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { type ApiErrorBody, apiError, errorReplyOf } from '../../adapters/server/api-error';
import { ensure, expectGermanMessage } from './fuzz-expect';
import type { Target } from './fuzz-target';

/**
 * One route's way without the HTTP around it (api-schemas.fuzz.test.ts): its body limit,
 * Fastify's own JSON parser or @fastify/formbody's (fast-querystring), Fastify's own `validate`
 * of the route's schema (body, path parameters, query, headers) compiled by the built server's
 * validator compiler, then the handler's step. Every refusal is the answer the route gives.
 */

const require = createRequire(import.meta.url);
// Fastify's validation, as the route's preValidation step runs it (lib/validation.js).
const fastifyValidation = require('fastify/lib/validation.js') as {
  compileSchemasForValidation: (
    context: ValidationContext,
    compile: unknown,
    isCustom: boolean,
  ) => void;
  validate: (context: ValidationContext, request: Record<string, unknown>) => unknown;
};
const fastifySchemas = require('fastify/lib/schemas.js') as {
  normalizeSchema: (schema: Record<string, unknown>, serverOptions: unknown) => unknown;
};
const fastifySymbols = require('fastify/lib/symbols.js') as {
  kSchemaController: symbol;
  kOptions: symbol;
};
interface SchemaController {
  setupValidator(serverOptions: unknown): void;
  validatorCompiler: unknown;
  isCustomValidatorCompiler: boolean;
}
/** What @fastify/formbody parses a form with, and Fastify a query string. */
export const parseForm = (require('fast-querystring') as { parse: (text: string) => unknown })
  .parse;

interface ValidationContext {
  schema: Record<string, unknown>;
  config: { method: string; url: string };
  schemaErrorFormatter: (errors: unknown, dataVar: string) => Error;
}

/** The error body of a refusal; some routes add `fields`, `reasons`, `field` or `reason`. */
export type ErrorBody = {
  readonly error: ApiErrorBody['error'] & Readonly<Record<string, unknown>>;
};

/** What the route answers: the status, the error body of a refusal, or a page's messages. */
export interface Answer {
  readonly status: number;
  readonly error?: ErrorBody;
  /** A page's answer or the insurer's decline: the messages it shows (German, no stack trace). */
  readonly messages?: readonly string[];
}

/** The request as the handler has it: URL, path parameters, query, headers and the body's text. */
export interface RouteRequest {
  readonly url: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
}

export interface Route {
  readonly limit: number;
  /** Keys its refusals may carry besides kind and message, as the route documents them. */
  readonly errorExtras?: readonly ('fields' | 'reasons' | 'field' | 'reason')[];
  /** The route's `schema` option (body, params, querystring, headers); none for some routes. */
  readonly schema?: Readonly<Record<string, unknown>>;
  /** The path's parameters as the router hands them to the route (%-decoded), by name. */
  readonly params?: RegExp;
  /** The body reaches the step as its text (a page form, a multipart upload). */
  readonly rawBody?: true;
  /** The handler's step with the parsed and validated body. */
  readonly step: (body: unknown, request: RouteRequest) => Promise<Answer>;
}

export const refused = (status: number, kind: string, message: string): Answer => ({
  status,
  error: apiError(kind, message),
});

/** A refusal with the route's extra keys (`field`, `reason`, `fields`), as the handler sends it. */
export const refusedWith = (
  status: number,
  error: { readonly kind: string; readonly message: string } & Readonly<Record<string, unknown>>,
  extras: readonly string[],
): Answer => ({
  status,
  error: {
    error: {
      kind: error.kind,
      message: error.message,
      ...Object.fromEntries(
        extras.filter((key) => error[key] !== undefined).map((key) => [key, error[key]]),
      ),
    },
  },
});

// The names an answer quotes from the request („field“) are the client's words, not ours.
export const withoutQuotes = (message: string): string => message.replace(/„[^“]*“/g, '„…“');

/** The messages of a refusal's extra keys: `fields` (field → message), `reasons` ({kind, message}[]). */
const extraMessagesOf = (key: string, value: unknown, shape: string): unknown[] => {
  if (key === 'field' || key === 'reason') {
    ensure(typeof value === 'string' && value !== '', () => `${key} ${shape}`);
    return [];
  }
  if (key === 'fields') {
    ensure(
      typeof value === 'object' && value !== null && !Array.isArray(value),
      () => `fields ${shape}`,
    );
    return Object.values(value as object);
  }
  ensure(Array.isArray(value) && value.length > 0, () => `reasons ${shape}`);
  return (value as unknown[]).map((reason) => {
    const { kind, message, ...rest } = reason as Record<string, unknown>;
    ensure(typeof kind === 'string' && Object.keys(rest).length === 0, () => `reason ${shape}`);
    return message;
  });
};

export const expectErrorShape = (answer: Answer, extras: readonly string[] = []): void => {
  ensure(answer.status >= 400 && answer.status < 500, () => `status ${answer.status}`);
  const body = answer.error as ErrorBody;
  const shape = JSON.stringify(body);
  ensure(Object.keys(body).join() === 'error', () => `error body ${shape}`);
  const { kind, message, ...rest } = body.error;
  ensure(typeof kind === 'string', () => `error body ${shape}`);
  ensure(typeof message === 'string', () => `error body ${shape}`);
  expectGermanMessage(withoutQuotes(String(message)));
  for (const [key, value] of Object.entries(rest)) {
    ensure(extras.includes(key), () => `error body ${shape}`);
    for (const text of extraMessagesOf(key, value, shape)) {
      expectGermanMessage(withoutQuotes(String(text)));
    }
  }
};

/** An error of the server's error handler (errorReplyOf) as the route answers it. */
export const answerOfError = (error: unknown, limit: number): Answer => {
  const reply = errorReplyOf(error, limit);
  ensure(!reply.unexpected, () => `unexpected error: ${JSON.stringify(reply.body)}`);
  return { status: reply.status, error: reply.body };
};

/**
 * An error made without its stack trace: capturing one costs more than the route's whole check,
 * and only the error's name and message reach the answer (errorReplyOf).
 */
export const withoutStack = <T>(make: () => T): T => {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
};

/** find-my-way's maxParamLength, as the server keeps it. */
const MAX_PARAM_LENGTH = 100;

/** The path's parameters as the router decodes them, or the router's refusal. */
const paramsOf = (
  pattern: RegExp,
  path: string,
  limit: number,
): Readonly<Record<string, string>> | Answer => {
  const match = pattern.exec(path);
  if (match === null) return refused(404, 'request/not-found', 'Diese Adresse gibt es nicht.');
  const params: Record<string, string> = {};
  for (const [name, raw] of Object.entries(match.groups ?? {})) {
    if (raw.length > MAX_PARAM_LENGTH)
      return answerOfError({ code: 'FST_ERR_MAX_PARAM_LENGTH' }, limit);
    try {
      params[name] = decodeURIComponent(raw);
    } catch {
      return answerOfError({ code: 'FST_ERR_BAD_URL' }, limit);
    }
  }
  return params;
};

/** The whole way of one request through the route, as Fastify takes it. */
export const makeRouteCheck = (app: FastifyInstance, target: Target, route: Route) => {
  const jsonParser = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  const method = target.method ?? 'POST';
  let context: ValidationContext | undefined;
  if (route.schema !== undefined) {
    context = {
      schema: { ...route.schema },
      config: { method, url: target.url },
      // Only `validation` and `validationContext` reach the answer (errorReplyOf).
      schemaErrorFormatter: (_errors, dataVar) =>
        withoutStack(() => new Error(`${dataVar} is not valid`)),
    };
    context.schema = fastifySchemas.normalizeSchema(
      context.schema,
      app.initialConfig,
    ) as ValidationContext['schema'];
    // As fastify/lib/route.js compiles a route's schemas: the instance's schema controller sets
    // its validator up from the server's options (ajv: no coercion, no removed fields), then
    // compiles the route's parts with it.
    const controller = (app as unknown as Record<symbol, SchemaController>)[
      fastifySymbols.kSchemaController
    ] as SchemaController;
    controller.setupValidator((app as unknown as Record<symbol, unknown>)[fastifySymbols.kOptions]);
    fastifyValidation.compileSchemasForValidation(
      context,
      controller.validatorCompiler,
      controller.isCustomValidatorCompiler,
    );
  }
  return async (request: {
    readonly url: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly body: string;
  }): Promise<Answer> => {
    const { url, headers, body: text } = request;
    const at = url.indexOf('?');
    const path = at === -1 ? url : url.slice(0, at);
    const params = route.params === undefined ? {} : paramsOf(route.params, path, route.limit);
    if ('status' in params) return params as Answer;
    const query = (at === -1 ? {} : parseForm(url.slice(at + 1))) as Record<string, unknown>;
    let body: unknown;
    if (method === 'POST') {
      if (Buffer.byteLength(text) > route.limit)
        return answerOfError({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }, route.limit);
      if (route.rawBody === true) body = text;
      else if (target.encoding === 'form') body = parseForm(text);
      else {
        let parseError: unknown;
        withoutStack(() =>
          jsonParser({} as never, text as never, (error: unknown, value: unknown) => {
            parseError = error;
            body = value;
          }),
        );
        if (parseError !== null && parseError !== undefined)
          return answerOfError(parseError, route.limit);
      }
    }
    if (context !== undefined) {
      const failed = fastifyValidation.validate(context, {
        body,
        params,
        query,
        headers,
      });
      if (failed instanceof Error) return answerOfError(failed, route.limit);
      ensure(failed === false, () => `validate answered ${String(failed)}`);
    }
    return route.step(body, {
      url,
      params: params as Record<string, string>,
      query,
      headers,
      text,
    });
  };
};
