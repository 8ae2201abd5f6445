import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { applicationDocumentFileName } from '../../../domain/application/application-documents';
import {
  applicationReferenceOf,
  normalApplicationReference,
} from '../../../domain/application/application-reference';
import { handOverRetryDelayS, mayRetryHandOver } from '../../../domain/application/hand-over-retry';

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

describe('hand-over retries', () => {
  it('wait longer after each failure, at most an hour, and stop after eight attempts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (attempts) => {
        const delay = handOverRetryDelayS(attempts);
        expect(delay).toBeGreaterThanOrEqual(5);
        expect(delay).toBeLessThanOrEqual(3600);
        expect(handOverRetryDelayS(attempts + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
    expect([1, 2, 3, 4].map(handOverRetryDelayS)).toEqual([5, 10, 20, 40]);
    expect(mayRetryHandOver(7)).toBe(true);
    expect(mayRetryHandOver(8)).toBe(false);
  });
});

describe('applicationDocumentFileName (SPEC §9)', () => {
  it('names the documents by prefix, initials and date', () => {
    const date = Temporal.PlainDate.from('2026-03-05');
    const max = { firstName: 'Max', lastName: 'Mustermann' };
    expect(applicationDocumentFileName('antrag', max, date)).toBe('Antrag_MaM20260305.pdf');
    expect(applicationDocumentFileName('produktinformationsblatt', max, date)).toBe(
      'PIB_MaM20260305.pdf',
    );
    expect(applicationDocumentFileName('versicherungsbedingungen', max, date)).toBe(
      'AVB_MaM20260305.pdf',
    );
    expect(applicationDocumentFileName('kosteninformation', max, date)).toBe(
      'Kosten_MaM20260305.pdf',
    );
  });
});
