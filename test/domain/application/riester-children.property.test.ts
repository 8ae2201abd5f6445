import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicationFormValues } from '../../../domain/application/application-form-values';
import { checkApplicationForm } from '../../../domain/application/check-application-form';
import { riesterChildField } from '../../../domain/application/riester-child-fields';
import {
  claimedKinderzulage,
  KINDERGELD_RECIPIENTS,
  type RiesterChild,
  riesterChildrenOf,
} from '../../../domain/application/riester-children';
import { isoOf } from '../../../domain/calendar/calendar-day';
import { RIESTER } from '../../../domain/tax/riester-figures';
import { VALID_RIESTER_INPUT } from '../../fixtures/application-form-input';

const TODAY = { year: 2026, month: 11, day: 26 };

// Children who may get Kindergeld in 2026: born 2001 up to the signing day.
const childArb: fc.Arbitrary<RiesterChild> = fc.record({
  firstName: fc.constantFrom('Lena', 'Jonas', 'Zoë', 'Ömer', 'Anna-Maria'),
  lastName: fc.constantFrom('Müller', 'Weiß', "O'Neil", 'Schäfer'),
  birthDate: fc
    .date({
      min: new Date('2001-01-01T00:00:00Z'),
      max: new Date('2026-11-26T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) =>
      isoOf({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }),
    ),
  kindergeldRecipient: fc.constantFrom(...KINDERGELD_RECIPIENTS),
});
const childrenArb = fc.array(childArb, { maxLength: 10 });

const postOf = (children: readonly RiesterChild[]): Record<string, string> => ({
  ...VALID_RIESTER_INPUT,
  ...Object.fromEntries(
    children.flatMap((child, index) => [
      [riesterChildField(index, 'firstName'), child.firstName],
      [riesterChildField(index, 'lastName'), child.lastName],
      // Half typed as on the page, half as the JSON API sends them.
      [
        riesterChildField(index, 'birthDate'),
        index % 2 === 0 ? child.birthDate : child.birthDate.split('-').reverse().join('.'),
      ],
      [riesterChildField(index, 'kindergeldRecipient'), child.kindergeldRecipient],
    ]),
  ),
});

const claimedFor = (children: readonly RiesterChild[]): number => {
  const checked = checkApplicationForm(postOf(children), 'riester', TODAY);
  if (!checked.ok) throw new Error(JSON.stringify(checked.error.fields));
  return claimedKinderzulage(riesterChildrenOf(checked.value.riesterAllowance));
};

describe('the claimed Kinderzulage (property)', () => {
  it('is the sum over the counted children of 300 € (born from 2008) or 185 € (before)', () => {
    fc.assert(
      fc.property(childrenArb, (children) => {
        const expected = children
          .filter((child) => child.kindergeldRecipient !== 'andererElternteil')
          .map((child) =>
            Number(child.birthDate.slice(0, 4)) >= 2008
              ? RIESTER.childAllowanceFrom2008
              : RIESTER.childAllowanceBefore2008,
          )
          .reduce((sum, amount) => sum + amount, 0);
        expect(claimedFor(children)).toBe(expected);
      }),
    );
  });

  it('does not depend on the order of the children', () => {
    fc.assert(
      fc.property(
        childrenArb.chain((children) =>
          fc.tuple(
            fc.constant(children),
            fc.shuffledSubarray(children, { minLength: children.length }),
          ),
        ),
        ([children, shuffled]) => {
          expect(claimedFor(shuffled)).toBe(claimedFor(children));
        },
      ),
    );
  });

  it('gains nothing from a child whose Kindergeld the other parent receives', () => {
    fc.assert(
      fc.property(
        childrenArb.filter((c) => c.length < 10),
        childArb,
        fc.nat(),
        (children, extra, at) => {
          const position = at % (children.length + 1);
          const withOther = [
            ...children.slice(0, position),
            { ...extra, kindergeldRecipient: 'andererElternteil' as const },
            ...children.slice(position),
          ];
          expect(claimedFor(withOther)).toBe(claimedFor(children));
        },
      ),
    );
  });

  it('keeps every child through the page values and a second check', () => {
    fc.assert(
      fc.property(childrenArb, (children) => {
        const checked = checkApplicationForm(postOf(children), 'riester', TODAY);
        if (!checked.ok) throw new Error(JSON.stringify(checked.error.fields));
        expect(checked.value.riesterAllowance?.children).toEqual(children);
        const again = checkApplicationForm(applicationFormValues(checked.value), 'riester', TODAY);
        expect(again.ok && again.value).toEqual(checked.value);
      }),
    );
  });
});
