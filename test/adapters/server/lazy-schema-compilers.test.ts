import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  lazySerializerCompiler,
  lazyValidatorCompiler,
} from '../../../adapters/server/lazy-schema-compilers';

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

  it('writes every answer as fast-json-stringify compiling the same schema at once', () => {
    const answer = {
      type: 'object',
      properties: {
        id: { type: 'string' },
        amount: { type: 'number' },
        tags: { type: 'array', items: { type: 'string' } },
      },
    };
    const definition = { schema: answer, method: 'GET', url: '/x', httpStatus: '200' };
    const lazy = lazySerializerCompiler()({}, {})(definition);
    const eager = SerializerSelector()({}, {})(definition);
    const doc = fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer()),
        amount: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer()),
        tags: fc.array(fc.string()),
        secret: fc.string(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(doc, (value) => {
        expect(lazy(value)).toBe(eager(value));
      }),
    );
  });

  it('compiles a response schema when it is first used', () => {
    const definition = {
      schema: { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } },
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    };
    const serialize = lazySerializerCompiler()({}, {})(definition);
    expect(() => serialize({ a: 1 })).toThrow();
  });

  describe('as a Fastify server’s validator and serializer compilers', () => {
    const servers: FastifyInstance[] = [];
    const serverWith = (lazy: boolean): FastifyInstance => {
      const app = Fastify({
        ajv: AJV,
        ...(lazy
          ? {
              schemaController: {
                compilersFactory: {
                  buildValidator: lazyValidatorCompiler(),
                  buildSerializer: lazySerializerCompiler(),
                },
              },
            }
          : {}),
      });
      // The answer's schema leaves out `kind`: the serializer writes only what it names.
      const answer = {
        type: 'object',
        properties: {
          got: {
            type: 'object',
            properties: { name: { type: 'string' }, amount: { type: 'integer' } },
          },
        },
      };
      app.post('/x', { schema: { body: BODY, response: { 200: answer } } }, async (request) => ({
        got: request.body,
      }));
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
