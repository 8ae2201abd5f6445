import AjvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import SerializerSelector, { type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

// Fastify compiles every route's schemas when the server gets ready: 73 request schemas with ajv
// and 75 response schemas with fast-json-stringify, a quarter of the start (issue 31, finding 7;
// test/bench/startup.bench.ts). Here Fastify's own compilers (the same packages and options) do
// it when a route is first asked. The validation and the answers are the same; a schema the
// compiler refuses fails its route's requests (500) instead of the start, and every route's
// tests ask it.

type BuildValidator = BuildCompilerFromPool;
type ValidateFunction = ReturnType<ReturnType<BuildValidator>>;

/**
 * A validate function that compiles its schema when it is first used: the call, or Fastify's
 * look at `schemaEnv` (it passes the parent data to ajv's functions) or `errors` (read after a
 * refusal), all answered by the compiled function itself.
 */
const compiledOnFirstUse = (compile: () => ValidateFunction): ValidateFunction => {
  let compiled: ValidateFunction | undefined;
  const compiledOnce = (): ValidateFunction => {
    compiled ??= compile();
    return compiled;
  };
  const validate = ((...args: Parameters<ValidateFunction>) =>
    compiledOnce()(...args)) as ValidateFunction;
  for (const key of ['schemaEnv', 'schema', 'errors', 'evaluated', 'source'] as const) {
    Object.defineProperty(validate, key, {
      get: () => compiledOnce()[key],
      configurable: true,
      enumerable: true,
    });
  }
  return validate;
};

/** Fastify's own validator compiler (@fastify/ajv-compiler, the server's ajv options), lazy. */
export const lazyValidatorCompiler = (): BuildValidator => {
  const buildFromPool = AjvCompiler();
  return (externalSchemas, options) => {
    const compilerOf = buildFromPool(externalSchemas, options);
    return (definition) => compiledOnFirstUse(() => compilerOf(definition));
  };
};

/** Fastify's own serializer compiler (@fastify/fast-json-stringify-compiler), lazy. */
export const lazySerializerCompiler = (): SerializerFactory => {
  const buildFactory = SerializerSelector();
  return (externalSchemas, options) => {
    const compilerOf = buildFactory(externalSchemas, options);
    return (definition) => {
      let serialize: ((doc: unknown) => string) | undefined;
      return (doc) => {
        serialize ??= compilerOf(definition);
        return serialize(doc);
      };
    };
  };
};
