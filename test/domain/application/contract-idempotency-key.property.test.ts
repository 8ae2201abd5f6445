import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractIdempotencyKey } from '../../../domain/application/contract-idempotency-key';
import { isIdempotencyKey } from '../../../domain/application/idempotency-key';
import { exampleApplicationForm } from '../../support/memory-application-journey';

// The key /online-contract issues: the same draft, tariff and comparison always give the same key
// (back and sending again is the first application), anything different another one.

const choice = { tariffId: 'ostseewind-leben-privatrente-etf', query: 'pt=schicht3&mp=150' };

describe('contractIdempotencyKey', () => {
  it('is a valid key, the same for the same page, another for a retry or another draft', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        fc.option(fc.stringMatching(/^RK-2026-[A-Z0-9]{8}$/)),
        (lastName, otherLastName, retryOf) => {
          const draft = exampleApplicationForm();
          const form = { ...draft, personal: { ...draft.personal, lastName } };
          const key = contractIdempotencyKey(form, choice, retryOf);
          expect(isIdempotencyKey(key)).toBe(true);
          expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
          expect(contractIdempotencyKey(structuredClone(form), { ...choice }, retryOf)).toBe(key);
          if (otherLastName !== lastName) {
            const other = { ...draft, personal: { ...draft.personal, lastName: otherLastName } };
            expect(contractIdempotencyKey(other, choice, retryOf)).not.toBe(key);
          }
          const retried = retryOf === null ? 'RK-2026-AAAAAAAA' : null;
          expect(contractIdempotencyKey(form, choice, retried)).not.toBe(key);
          expect(
            contractIdempotencyKey(form, { ...choice, query: 'pt=schicht3&mp=151' }, retryOf),
          ).not.toBe(key);
        },
      ),
    );
  });
});
