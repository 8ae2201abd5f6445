import { describe, expect, it } from 'vitest';
import {
  defaultPersonalData,
  defaultPersonalDataExtras,
} from '../../../domain/session/personal-data';

describe('personal data defaults (SPEC §3)', () => {
  it('agrees to advisor contact by default and holds nothing else', () => {
    expect(defaultPersonalData()).toEqual({
      salutation: null,
      title: null,
      birthday: null,
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      address: { postalCode: '', city: '', street: '', houseNumber: '' },
      agreementToContactFromAdvisor: true,
      consultingProcess: { questionnaireId: null },
      updateSsoData: false,
      newTermsConfirmed: false,
    });
  });

  it('gives a fresh object each time', () => {
    expect(defaultPersonalData()).not.toBe(defaultPersonalData());
    expect(defaultPersonalData().address).not.toBe(defaultPersonalData().address);
  });

  it('stores no login alongside by default', () => {
    expect(defaultPersonalDataExtras()).toEqual({
      email: null,
      phoneNumber: null,
      loginType: null,
      isAnonymous: false,
      bestSsoMode: null,
      inquiryJourneyType: null,
    });
  });
});
