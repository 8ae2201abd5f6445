import { describe, expect, it } from 'vitest';
import type { RiesterAllowanceApplication } from '../../../domain/application/application-form';
import { applicationFormValues } from '../../../domain/application/application-form-values';
import { checkApplicationForm } from '../../../domain/application/check-application-form';
import {
  addRiesterChild,
  MAX_RIESTER_CHILDREN,
  removeRiesterChild,
  riesterChildIndexes,
} from '../../../domain/application/riester-child-fields';
import {
  claimedKinderzulage,
  riesterChildrenOf,
} from '../../../domain/application/riester-children';
import {
  FAMILY_CHILD_INPUT,
  FAMILY_CHILDREN,
  FAMILY_KINDERZULAGE,
} from '../../fixtures/application/riester-family';
import { VALID_RIESTER_INPUT } from '../../fixtures/application-form-input';

const TODAY = { year: 2026, month: 11, day: 26 };

const check = (children: Readonly<Record<string, string>>, today = TODAY) =>
  checkApplicationForm({ ...VALID_RIESTER_INPUT, ...children }, 'riester', today);

const fieldsOf = (children: Readonly<Record<string, string>>, today = TODAY) => {
  const checked = check(children, today);
  if (checked.ok) throw new Error('expected errors');
  return checked.error.fields;
};

const child = (
  index: number,
  values: { firstName?: string; lastName?: string; birthDate?: string; recipient?: string },
): Record<string, string> => ({
  [`children.${index}.firstName`]: values.firstName ?? 'Mia',
  [`children.${index}.lastName`]: values.lastName ?? 'Schäfer',
  [`children.${index}.birthDate`]: values.birthDate ?? '01.02.2015',
  ...(values.recipient === undefined
    ? { [`children.${index}.kindergeldRecipient`]: 'ich' }
    : values.recipient === ''
      ? {}
      : { [`children.${index}.kindergeldRecipient`]: values.recipient }),
});

describe('the Kinderzulage children of the Riester allowance application', () => {
  it('takes a family with two children and claims 300 € and 185 € by birth year', () => {
    const checked = check(FAMILY_CHILD_INPUT);
    expect(checked.ok && checked.value.riesterAllowance?.children).toEqual(FAMILY_CHILDREN);
    expect(claimedKinderzulage(FAMILY_CHILDREN)).toBe(FAMILY_KINDERZULAGE);
  });

  it('claims 600 € for two children born from 2008 whose Kindergeld the applicant receives', () => {
    const checked = check({ ...child(0, { birthDate: '2015-02-01' }), ...child(1, {}) });
    if (!checked.ok) throw new Error(JSON.stringify(checked.error.fields));
    expect(claimedKinderzulage(riesterChildrenOf(checked.value.riesterAllowance))).toBe(600);
  });

  it('counts nothing for a child whose Kindergeld the other parent receives', () => {
    const checked = check({ ...child(0, {}), ...child(1, { recipient: 'andererElternteil' }) });
    if (!checked.ok) throw new Error(JSON.stringify(checked.error.fields));
    const children = riesterChildrenOf(checked.value.riesterAllowance);
    expect(children).toHaveLength(2);
    expect(claimedKinderzulage(children)).toBe(300);
  });

  it('keeps the children through the page values and the check again (the submission’s check)', () => {
    const checked = check(FAMILY_CHILD_INPUT);
    if (!checked.ok) throw new Error('expected a valid form');
    const again = checkApplicationForm(applicationFormValues(checked.value), 'riester', TODAY);
    expect(again.ok && again.value).toEqual(checked.value);
    expect(applicationFormValues(checked.value)['children.1.birthDate']).toBe('21.12.2004');
  });

  it('reads a form stored before children were asked as one without children', () => {
    const checked = check({});
    if (!checked.ok) throw new Error('expected a valid form');
    const allowance = checked.value.riesterAllowance;
    if (allowance === null) throw new Error('expected the allowance application');
    const { children: _, ...stored } = allowance;
    const before: RiesterAllowanceApplication = stored;
    expect(riesterChildrenOf(before)).toEqual([]);
    expect(riesterChildrenOf(null)).toEqual([]);
  });

  it('reports every wrong field of every child in German under its own name', () => {
    expect(
      fieldsOf({
        ...child(0, { firstName: '', lastName: '<b>x</b>', birthDate: '31.02.2015' }),
        ...child(1, { birthDate: '27.11.2026', recipient: '' }),
        ...child(2, { birthDate: '31.12.1949', recipient: 'Oma' }),
        ...child(3, { birthDate: '31.12.2000' }),
        ...child(4, { birthDate: '' }),
      }),
    ).toEqual({
      'children.0.firstName': 'Bitte geben Sie den Vornamen des Kindes an.',
      'children.0.lastName':
        'Der Nachname des Kindes darf nur Buchstaben, Leerzeichen, Bindestrich, Punkt und Apostroph enthalten.',
      'children.0.birthDate':
        'Bitte geben Sie das Geburtsdatum des Kindes im Format TT.MM.JJJJ an.',
      'children.1.birthDate': 'Das Geburtsdatum des Kindes darf nicht in der Zukunft liegen.',
      'children.1.kindergeldRecipient':
        'Bitte wählen Sie, wer das Kindergeld für dieses Kind erhält.',
      'children.2.birthDate': 'Das Geburtsdatum des Kindes darf nicht vor dem 01.01.1950 liegen.',
      'children.2.kindergeldRecipient':
        'Bitte wählen Sie, wer das Kindergeld für dieses Kind erhält.',
      'children.3.birthDate':
        'Für ein Kind mit Geburtsjahr 2000 gibt es 2026 kein Kindergeld und keine Kinderzulage mehr.',
      'children.4.birthDate': 'Bitte geben Sie das Geburtsdatum des Kindes an.',
    });
  });

  it('takes a child born on the signing day, and the day is the argument, not a clock', () => {
    expect(check(child(0, { birthDate: '26.11.2026' })).ok).toBe(true);
    expect(
      check(child(0, { birthDate: '26.11.2026' }), { year: 2026, month: 11, day: 25 }).ok,
    ).toBe(false);
  });

  it('asks no children of the other products', () => {
    const checked = checkApplicationForm(
      { ...VALID_RIESTER_INPUT, ...child(0, { firstName: '' }) },
      'schicht3',
      TODAY,
    );
    expect(checked.ok && checked.value.riesterAllowance).toBe(null);
  });
});

describe('„Kind hinzufügen“ and „Kind entfernen“ on the page values', () => {
  it('adds an empty child at the end, at most ten', () => {
    let values: Record<string, string> = { firstName: 'Eva' };
    for (let n = 0; n < MAX_RIESTER_CHILDREN + 2; n += 1) values = addRiesterChild(values);
    expect(riesterChildIndexes(values)).toHaveLength(MAX_RIESTER_CHILDREN);
    expect(values['children.9.birthDate']).toBe('');
    expect(values.firstName).toBe('Eva');
  });

  it('removes one child and moves the others up, keeping what they hold', () => {
    const values = removeRiesterChild(
      { ...child(0, { firstName: 'Anna' }), ...child(1, { firstName: 'Ben' }), ...child(2, {}) },
      1,
    );
    expect(riesterChildIndexes(values)).toEqual([0, 1]);
    expect(values['children.0.firstName']).toBe('Anna');
    expect(values['children.1.firstName']).toBe('Mia');
    expect(values['children.2.firstName']).toBeUndefined();
  });
});
