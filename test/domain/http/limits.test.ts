import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, QUERY_PARSER_LIMITS } from '../../../domain/http/limits';

describe('http limits', () => {
  it('allows 200 MB bodies (SPEC §7)', () => {
    expect(MAX_BODY_BYTES).toBe(209715200);
    expect(MAX_BODY_BYTES).toBe(200 * 1024 * 1024);
  });

  it('limits the query parser to 1000 parameters, depth 5, arrays of 20 (SPEC §9)', () => {
    expect(QUERY_PARSER_LIMITS).toEqual({ parameterLimit: 1000, depth: 5, arrayLimit: 20 });
  });
});
