import { describe, expect, it } from 'vitest';
import { HmacLinkSigner } from '../../../adapters/system/hmac-link-signer.adapter';
import { checkBookingContact } from '../../../domain/consulting/booking-contact';

const valid = {
  name: ' Erika  Mustermann ',
  phoneNumber: '0171 1234567',
  email: 'Erika@Example.de',
  topic: 'Riester-Rente',
};

describe('the booking contact', () => {
  it('accepts and tidies a valid contact', () => {
    expect(checkBookingContact(valid)).toEqual({
      ok: true,
      value: { ...valid, name: 'Erika Mustermann', email: 'erika@example.de' },
    });
  });

  it('names the first wrong field in German', () => {
    expect(checkBookingContact({ ...valid, name: '' })).toMatchObject({
      error: { field: 'name', message: 'Bitte geben Sie Ihren Namen an.' },
    });
    expect(checkBookingContact({ ...valid, phoneNumber: '12' })).toMatchObject({
      error: { field: 'phoneNumber' },
    });
    expect(checkBookingContact({ ...valid, email: 'x@' })).toMatchObject({
      error: { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' },
    });
    expect(checkBookingContact({ ...valid, topic: ' ' })).toMatchObject({
      error: { field: 'topic', message: 'Bitte nennen Sie das Thema der Beratung.' },
    });
  });
});

describe('the HMAC link signer', () => {
  it('verifies its own signatures only', () => {
    const signer = new HmacLinkSigner('a-server-secret-of-length');
    const signature = signer.sign('appointment-1');
    expect(signer.verify('appointment-1', signature)).toBe(true);
    expect(signer.verify('appointment-2', signature)).toBe(false);
    expect(signer.verify('appointment-1', `${signature}x`)).toBe(false);
    expect(new HmacLinkSigner('another-secret-of-length').verify('appointment-1', signature)).toBe(
      false,
    );
  });
});
