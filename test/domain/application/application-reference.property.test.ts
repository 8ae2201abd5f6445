import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicationReferenceOf,
  normalApplicationReference,
} from '../../../domain/application/application-reference';

const base64url = fc.stringMatching(/^[A-Za-z0-9_-]{24}$/);

describe('applicationReferenceOf', () => {
  it('always gives a reference its own check accepts, with the year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2999 }), base64url, (year, id) => {
        const reference = applicationReferenceOf(year, id);
        expect(reference.startsWith(`RK-${year}-`)).toBe(true);
        expect(normalApplicationReference(reference.toLowerCase())).toBe(reference);
        expect(reference.slice(8)).not.toMatch(/[ILOU]/);
      }),
    );
  });

  it('depends on every one of the first eight random characters', () => {
    expect(applicationReferenceOf(2026, 'AAAAAAAAxyz')).toBe('RK-2026-00000000');
    expect(applicationReferenceOf(2026, 'AAAAAAAB')).toBe('RK-2026-00000001');
    expect(() => applicationReferenceOf(2026, 'short')).toThrow(RangeError);
    expect(normalApplicationReference(' rk-2026-7k4qx9mb ')).toBe('RK-2026-7K4QX9MB');
    expect(normalApplicationReference('RK-2026-7K4QX9M')).toBeNull();
    expect(normalApplicationReference('RK-2026-7K4QX9MI')).toBeNull();
  });
});
