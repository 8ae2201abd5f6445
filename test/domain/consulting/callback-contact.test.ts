import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREFERRED_CALL_TIMES } from '../../../domain/application/consultation-request';
import {
  CALLBACK_CONSENT_MESSAGE,
  checkCallbackContact,
  PREFERRED_TIME_MESSAGE,
} from '../../../domain/consulting/callback-contact';

const valid = {
  name: ' Jürgen  Weiß ',
  phoneNumber: '030 1234567',
  preferredTime: 'evening',
  topic: 'Rürup-Rente',
  dataProtection: true,
};

describe('„Rückruf statt Termin“: the callback contact', () => {
  it('accepts name, phone, time window, topic and consent; the e-mail may be missing', () => {
    expect(checkCallbackContact(valid)).toEqual({
      ok: true,
      value: {
        name: 'Jürgen Weiß',
        phoneNumber: '030 1234567',
        preferredTime: 'evening',
        topic: 'Rürup-Rente',
        email: '',
      },
    });
    const withMail = checkCallbackContact({ ...valid, email: ' Juergen@Example.de ' });
    expect(withMail.ok && withMail.value.email).toBe('juergen@example.de');
  });

  it('answers each wrong field with its German message, in the order of the form', () => {
    const fieldOf = (input: Parameters<typeof checkCallbackContact>[0]) => {
      const checked = checkCallbackContact(input);
      return checked.ok ? null : [checked.error.field, checked.error.message];
    };
    expect(fieldOf({ ...valid, name: '' })).toEqual(['name', 'Bitte geben Sie Ihren Namen an.']);
    expect(fieldOf({ ...valid, phoneNumber: '12' })?.[0]).toBe('phoneNumber');
    expect(fieldOf({ ...valid, preferredTime: 'night' })).toEqual([
      'preferredTime',
      PREFERRED_TIME_MESSAGE,
    ]);
    expect(fieldOf({ ...valid, topic: 'Bitcoin' })?.[0]).toBe('topic');
    expect(fieldOf({ ...valid, email: 'kein-at' })?.[0]).toBe('email');
    expect(fieldOf({ ...valid, dataProtection: false })).toEqual([
      'dataProtection',
      CALLBACK_CONSENT_MESSAGE,
    ]);
    expect(fieldOf({ ...valid, dataProtection: undefined })?.[0]).toBe('dataProtection');
  });

  it('never accepts a callback without the ticked consent, whatever else is right', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PREFERRED_CALL_TIMES),
        fc.constantFrom(false, undefined),
        (preferredTime, dataProtection) => {
          expect(checkCallbackContact({ ...valid, preferredTime, dataProtection }).ok).toBe(false);
        },
      ),
    );
  });
});
