import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefillApplicationValues } from '../../../domain/application/application-form-values';
import {
  TAKEOVER_FIELDS,
  takenOverText,
  takeoverValuesOf,
} from '../../../domain/customer-area/data-takeover';
import { SAMPLE_FORM } from '../../fixtures/application/sample-application';

const text = fc.string({ maxLength: 20 });
const login = fc.option(
  fc.record(
    {
      firstName: text,
      lastName: text,
      loginPhoneNumber: text,
      loginEmail: text,
      loginType: fc.constantFrom('anonymous', 'password'),
    },
    { requiredKeys: [] },
  ),
  { nil: null },
);
const previous = fc.option(
  fc.dictionary(fc.constantFrom(...TAKEOVER_FIELDS, 'iban', 'taxId', 'birthday'), text),
  { nil: null },
);
const birthday = fc.option(fc.constantFrom('1985-04-12', '1960-02-29'), { nil: null });

describe('„Daten übernehmen“: the previous application in the prefill', () => {
  it('takes the personal data of the stored form, but no bank, tax or birthday data', () => {
    const values = takeoverValuesOf(SAMPLE_FORM);
    expect(Object.keys(values).sort()).toEqual([...TAKEOVER_FIELDS].sort());
    expect(values).toMatchObject({
      firstName: SAMPLE_FORM.personal.firstName,
      city: SAMPLE_FORM.personal.address.city,
      email: SAMPLE_FORM.personal.email,
    });
    expect(JSON.stringify(values)).not.toContain(SAMPLE_FORM.iban);
    expect(JSON.stringify(values)).not.toContain(SAMPLE_FORM.taxId);
  });

  it('keeps the SPEC §3 priority: query birthday, then the previous application, then the login', () => {
    fc.assert(
      fc.property(login, previous, birthday, (login, previous, comparisonBirthday) => {
        const values = prefillApplicationValues({ login, comparisonBirthday, previous });
        const plain = prefillApplicationValues({ login, comparisonBirthday });
        for (const field of TAKEOVER_FIELDS) {
          const stored = previous?.[field] ?? '';
          // A stored value wins; an empty one leaves what the login (or the default) gave.
          expect(values[field]).toBe(stored !== '' ? stored : plain[field]);
        }
        // Never from the previous application: IBAN, tax id, birthday (the query's, if any).
        expect(values.iban).toBe(plain.iban);
        expect(values.taxId).toBe(plain.taxId);
        expect(values.birthday).toBe(plain.birthday);
      }),
    );
  });

  it('names the account holder after the names taken over', () => {
    const values = prefillApplicationValues({
      login: { firstName: 'Erika', lastName: 'Mustermann' },
      comparisonBirthday: null,
      previous: { firstName: 'Erika', lastName: 'Gabler' },
    });
    expect(values.accountHolder).toBe('Erika Gabler');
  });

  it('says in German what was taken over', () => {
    expect(takenOverText(takeoverValuesOf(SAMPLE_FORM))).toBe(
      'Anrede, Name, Anschrift, E-Mail-Adresse und Telefonnummer',
    );
    expect(takenOverText({ email: 'a@b.de' })).toBe('E-Mail-Adresse');
    expect(takenOverText({ email: 'a@b.de', city: 'Kiel' })).toBe('Anschrift und E-Mail-Adresse');
    expect(takenOverText({})).toBe('');
  });
});
