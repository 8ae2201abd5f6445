import AjvCompiler from '@fastify/ajv-compiler';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyValidatorCompiler } from '../../../adapters/server/lazy-validation';

// The server's ajv options (build-server.ts).
const AJV = { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } };

const BODY = {
  type: 'object',
  required: ['name', 'amount'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[a-z]+$' },
    amount: { type: 'integer', minimum: 1, maximum: 1000 },
    kind: { type: 'string', enum: ['a', 'b'], default: 'a' },
  },
} as const;

const route = (schema: object) => ({ schema, method: 'POST', url: '/x', httpPart: 'body' });

describe('lazyValidatorCompiler', () => {
  it('compiles a schema when it is first used, not when the route is set up', () => {
    const compilerOf = lazyValidatorCompiler()({}, AJV);
    // ajv refuses an unknown keyword in strict mode: at the first use, not before.
    const validate = compilerOf(route({ type: 'object', notAKeyword: 1 }));
    expect(() => validate({})).toThrow(/unknown keyword/);
  });

  it('answers every value as ajv compiling the same schema at once, errors and defaults included', () => {
    const lazy = lazyValidatorCompiler()({}, AJV)(route(BODY));
    const eager = AjvCompiler()({}, AJV)(route(BODY));
    const value = fc.oneof(
      fc.record(
        {
          name: fc.oneof(fc.stringMatching(/^[a-z]{0,22}$/), fc.integer()),
          amount: fc.oneof(fc.integer({ min: -5, max: 1005 }), fc.double(), fc.string()),
          kind: fc.constantFrom('a', 'b', 'c'),
          extra: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(value, (data) => {
        const [mine, theirs] = [structuredClone(data), structuredClone(data)];
        expect(lazy(mine)).toBe(eager(theirs));
        expect(lazy.errors).toEqual(eager.errors);
        expect(mine).toEqual(theirs);
      }),
    );
  });

  describe('as a Fastify server’s validator compiler', () => {
    const servers: FastifyInstance[] = [];
    const serverWith = (lazy: boolean): FastifyInstance => {
      const app = Fastify({
        ajv: AJV,
        ...(lazy
          ? { schemaController: { compilersFactory: { buildValidator: lazyValidatorCompiler() } } }
          : {}),
      });
      app.post('/x', { schema: { body: BODY } }, async (request) => ({ got: request.body }));
      servers.push(app);
      return app;
    };
    afterAll(() => Promise.all(servers.map((app) => app.close())));

    it('gives each request the answer Fastify’s own compiler gives', async () => {
      const [lazy, eager] = [serverWith(true), serverWith(false)];
      await Promise.all([lazy.ready(), eager.ready()]);
      for (const body of [
        { name: 'abc', amount: 5 },
        { name: 'abc', amount: 5, kind: 'b' },
        { name: 'ABC', amount: 5 },
        { name: 'abc', amount: 0 },
        { name: 'abc' },
        { name: 'abc', amount: 5, extra: true },
        [],
        'text',
      ]) {
        const ask = (app: FastifyInstance) =>
          app.inject({
            method: 'POST',
            url: '/x',
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
        const [mine, theirs] = await Promise.all([ask(lazy), ask(eager)]);
        expect([mine.statusCode, mine.json()]).toEqual([theirs.statusCode, theirs.json()]);
      }
    });
  });
});
