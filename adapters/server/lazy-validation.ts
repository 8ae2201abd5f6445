import AjvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';

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

/**
 * Fastify's own validator compiler (@fastify/ajv-compiler with the server's ajv options), but each
 * route schema is compiled by ajv when its route is first asked, not all of them while the server
 * starts: compiling the 73 schemas was a quarter of the start (issue 31, finding 7;
 * test/bench/startup.bench.ts). The validation is the same; a schema ajv refuses fails its
 * route's first request with a 500 instead of the start, and every route's tests ask it.
 */
export const lazyValidatorCompiler = (): BuildValidator => {
  const buildFromPool = AjvCompiler();
  return (externalSchemas, options) => {
    const compilerOf = buildFromPool(externalSchemas, options);
    return (definition) => compiledOnFirstUse(() => compilerOf(definition));
  };
};
