import { describe, expect, it } from 'vitest';
import { defaultPersonalData } from '../../../domain/session/personal-data';
import { PERSONAL_DATA_STORAGE_KEY } from '../../../domain/session/personal-data-storage-key';
import {
  formValuesOfStoredPersonalData,
  storedPersonalDataWith,
} from '../../../domain/session/stored-personal-data';

describe('the stored personal data (SPEC §3)', () => {
  it('has one key for the whole portal', () => {
    expect(PERSONAL_DATA_STORAGE_KEY).toBe('rk_personal_data');
  });

  it('gives a form flat text values: the address out of address, the birthday as DD.MM.YYYY', () => {
    const stored = {
      ...defaultPersonalData(),
      firstName: 'Erika',
      birthday: '1985-04-12',
      address: { postalCode: '80331', city: 'München', street: 'Marienplatz', houseNumber: '1' },
      placeOfBirth: 'Gdańsk',
    };
    expect(formValuesOfStoredPersonalData(stored)).toEqual({
      firstName: 'Erika',
      lastName: '',
      email: '',
      phoneNumber: '',
      birthday: '12.04.1985',
      postalCode: '80331',
      city: 'München',
      street: 'Marienplatz',
      houseNumber: '1',
      placeOfBirth: 'Gdańsk',
    });
  });

  it('reads nothing from what is no object', () => {
    for (const value of [null, 'x', 3, [1], undefined])
      expect(formValuesOfStoredPersonalData(value)).toEqual({});
  });

  it('writes a form’s values into the SPEC §3 shape and keeps what the form does not know', () => {
    const before = { ...defaultPersonalData(), agreementToContactFromAdvisor: false };
    const after = storedPersonalDataWith(before, {
      firstName: 'Zoë',
      city: 'München',
      birthday: '17.08.1986',
      politicallyExposed: 'nein',
    });
    expect(after).toMatchObject({
      firstName: 'Zoë',
      birthday: '1986-08-17',
      politicallyExposed: 'nein',
      agreementToContactFromAdvisor: false,
      newTermsConfirmed: false,
      address: { postalCode: '', city: 'München', street: '', houseNumber: '' },
    });
    expect(after).not.toHaveProperty('city');
    // A birthday being typed stays as typed; read back, it is the same text.
    const typing = storedPersonalDataWith(after, { birthday: '17.08.' });
    expect(formValuesOfStoredPersonalData(typing).birthday).toBe('17.08.');
    expect(formValuesOfStoredPersonalData(after).birthday).toBe('17.08.1986');
  });
});
