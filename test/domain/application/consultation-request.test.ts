import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_REQUEST_INVALID,
  checkConsultationRequest,
  PREFERRED_CALL_TIMES,
} from '../../../domain/application/consultation-request';

const VALID = {
  firstName: 'Jürgen',
  lastName: 'Weiß',
  phoneNumber: '030 1234567',
  preferredTime: 'afternoon',
  email: '',
  dataProtection: '1',
};

describe('checkConsultationRequest', () => {
  it('accepts a complete request; the e-mail may be left empty', () => {
    expect(checkConsultationRequest(VALID)).toEqual({
      ok: true,
      value: {
        firstName: 'Jürgen',
        lastName: 'Weiß',
        phoneNumber: '030 1234567',
        preferredTime: 'afternoon',
        email: '',
      },
    });
    const withEmail = checkConsultationRequest({ ...VALID, email: ' Juergen@Example.de ' });
    expect(withEmail.ok && withEmail.value.email).toBe('juergen@example.de');
  });

  it('gives every wrong field its German message', () => {
    expect(
      checkConsultationRequest({
        firstName: '',
        lastName: '<b>x</b>',
        phoneNumber: '12',
        preferredTime: 'nachts',
        email: 'kein-at',
      }),
    ).toEqual({
      ok: false,
      error: {
        kind: 'consultation/invalid',
        message: CONSULTATION_REQUEST_INVALID,
        fields: {
          firstName: 'Bitte geben Sie Ihren Vornamen an.',
          lastName:
            'Der Nachname darf nur Buchstaben, Leerzeichen, Bindestrich, Punkt und Apostroph enthalten.',
          phoneNumber:
            'Bitte geben Sie eine gültige deutsche Telefonnummer an, z. B. 030 1234567 oder +49 170 1234567.',
          preferredTime: 'Bitte wählen Sie, wann wir Sie am besten erreichen.',
          email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
          dataProtection:
            'Bitte stimmen Sie zu, dass wir Ihre Angaben für den Rückruf verwenden dürfen.',
        },
      },
    });
  });

  it('never stores a request without the consent, whatever else is filled in', () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: fc.string(),
          lastName: fc.string(),
          phoneNumber: fc.string(),
          preferredTime: fc.constantFrom(...PREFERRED_CALL_TIMES, '', 'x'),
          email: fc.string(),
          dataProtection: fc.constantFrom('', '0', 'true', 'ja'),
        }),
        (fields) => {
          const checked = checkConsultationRequest(fields);
          expect(checked.ok).toBe(false);
          if (!checked.ok) expect(checked.error.fields.dataProtection).toBeDefined();
        },
      ),
    );
  });

  it('keeps only what passed: an accepted request holds one of the three times', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PREFERRED_CALL_TIMES), (time) => {
        const checked = checkConsultationRequest({ ...VALID, preferredTime: time });
        expect(checked.ok && checked.value.preferredTime).toBe(time);
      }),
    );
  });
});
