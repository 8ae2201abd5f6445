import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkApplicationForm } from '../../../domain/application/check-application-form';
import { VALID_APPLICATION_INPUT } from '../../fixtures/application-form-input';

const TODAY = { year: 2026, month: 11, day: 26 };
const NAME_FIELDS = ['firstName', 'lastName', 'city', 'placeOfBirth', 'accountHolder'] as const;

describe('name fields properties', () => {
  it('never accept markup or digits, whatever surrounds them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAME_FIELDS),
        fc.string({ maxLength: 20 }),
        fc.constantFrom('<', '>', '1', '&lt;', '"', ';'),
        fc.string({ maxLength: 20 }),
        (field, before, bad, after) => {
          const check = checkApplicationForm(
            { ...VALID_APPLICATION_INPUT, [field]: `Anna${before}${bad}${after}` },
            'schicht3',
            TODAY,
          );
          expect(check.ok).toBe(false);
          if (!check.ok) expect(Object.keys(check.error.fields)).toEqual([field]);
        },
      ),
    );
  });

  it('keep letters with umlauts, accents, hyphen and apostrophe as typed (blanks collapsed)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Jörg', 'Ärzte', 'Groß', 'Zoë', 'Renée', 'Ñúñez', "O'Neil"), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.constantFrom(' ', '-', '  '),
        (parts, joiner) => {
          const name = parts.join(joiner);
          const check = checkApplicationForm(
            { ...VALID_APPLICATION_INPUT, lastName: ` ${name} ` },
            'schicht3',
            TODAY,
          );
          expect(check.ok && check.value.personal.lastName).toBe(name.replace(/\s+/g, ' '));
        },
      ),
    );
  });
});
