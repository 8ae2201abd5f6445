import { describe, expect, it } from 'vitest';
import { correlationId } from '../../../domain/http/correlation-id';

describe('correlationId', () => {
  it('joins the whole-millisecond timestamp and the unique id', () => {
    expect(correlationId(1767225600000, 'a1b2c3')).toBe('1767225600000-a1b2c3');
    expect(correlationId(1767225600000.9, 'x')).toBe('1767225600000-x');
  });
});
