import { describe, expect, it } from 'vitest';
import {
  applicationFormValues,
  prefillApplicationValues,
} from '../../../domain/application/application-form-values';
import { checkApplicationForm } from '../../../domain/application/check-application-form';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';
import {
  VALID_APPLICATION_INPUT,
  VALID_RIESTER_INPUT,
} from '../../fixtures/application-form-input';

const TODAY = { year: 2026, month: 11, day: 26 };

describe('applicationFormValues', () => {
  it.each(PRODUCT_TYPES)('gives back values that check to the same form (%s)', (product) => {
    const input = product === 'riester' ? VALID_RIESTER_INPUT : VALID_APPLICATION_INPUT;
    const first = checkApplicationForm(input, product, TODAY);
    if (!first.ok) throw new Error(JSON.stringify(first.error));
    const again = checkApplicationForm(applicationFormValues(first.value), product, TODAY);
    expect(again).toEqual(first);
  });
});

describe('prefillApplicationValues', () => {
  it('takes the salutation given at registration (issue 32, finding 7), only a known one', () => {
    const prefill = (salutation: string): string | undefined =>
      prefillApplicationValues({ login: { salutation }, comparisonBirthday: null }).salutation;
    expect(prefill('Frau')).toBe('Frau');
    expect(prefill('divers')).toBe('divers');
    expect(prefill('Majestät')).toBe(
      prefillApplicationValues({ login: {}, comparisonBirthday: null }).salutation,
    );
  });

  it('takes the e-mail of the login (an account or "Weiter ohne Konto")', () => {
    const values = prefillApplicationValues({
      login: { loginPhoneNumber: '030 1234567', loginEmail: 'max@example.org' },
      comparisonBirthday: null,
    });
    expect(values).toMatchObject({ email: 'max@example.org', phoneNumber: '030 1234567' });
  });

  it('takes names and phone from the login, never its birthday, and asks again for contact', () => {
    const values = prefillApplicationValues({
      login: { firstName: 'Erika', lastName: 'Mustermann', loginPhoneNumber: '0170 1234567' },
      comparisonBirthday: '1980-02-29',
    });
    expect(values).toMatchObject({
      firstName: 'Erika',
      lastName: 'Mustermann',
      phoneNumber: '0170 1234567',
      email: '',
      accountHolder: 'Erika Mustermann',
      agreementToContactFromAdvisor: 'false',
      birthday: '29.02.1980',
      nationality: 'DE',
    });
  });

  it('keeps the advisor contact on for a guest of "Weiter ohne Konto" (SPEC §3 default)', () => {
    const values = prefillApplicationValues({
      login: {
        loginPhoneNumber: '030 1234567',
        loginEmail: 'gast@example.org',
        loginType: 'anonymous',
      },
      comparisonBirthday: null,
    });
    expect(values).toMatchObject({
      email: 'gast@example.org',
      phoneNumber: '030 1234567',
      agreementToContactFromAdvisor: 'true',
    });
  });

  it('asks an account again for the advisor contact (SPEC §4 takeover)', () => {
    const values = prefillApplicationValues({
      login: { firstName: 'Erika', lastName: 'Mustermann', loginType: 'account' },
      comparisonBirthday: null,
    });
    expect(values.agreementToContactFromAdvisor).toBe('false');
  });

  it('lets a guest start with the advisor contact on (SPEC §3 default)', () => {
    expect(
      prefillApplicationValues({ login: null, comparisonBirthday: null })
        .agreementToContactFromAdvisor,
    ).toBe('true');
  });
});
