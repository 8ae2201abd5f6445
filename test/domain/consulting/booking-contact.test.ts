import { describe, expect, it } from 'vitest';
import { HmacLinkSigner } from '../../../adapters/system/hmac-link-signer.adapter';
import { checkBookingContact } from '../../../domain/consulting/booking-contact';
import { CONSULTING_TOPICS } from '../../../domain/consulting/consulting-topic';

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

  it('takes a topic of the booking page’s list only: no free or multi-line text reaches the mail', () => {
    for (const topic of CONSULTING_TOPICS) {
      expect(checkBookingContact({ ...valid, topic: ` ${topic} ` })).toMatchObject({
        ok: true,
        value: { topic },
      });
    }
    for (const topic of ['riester', 'Riester-Rente\nBcc: x@evil.example', 'x'.repeat(600)]) {
      const message =
        'Bitte wählen Sie ein Thema: Private Rentenversicherung, Riester-Rente, Rürup-Rente, Sofortrente, Betriebliche Altersvorsorge, Sonstiges.';
      expect(checkBookingContact({ ...valid, topic })).toEqual({
        ok: false,
        error: {
          kind: 'consulting/contact',
          field: 'topic',
          message,
          fields: [{ field: 'topic', message }],
        },
      });
    }
  });

  it('names every field with a problem at once, in the form’s order (issue 32, finding 9)', () => {
    const checked = checkBookingContact({ name: '', phoneNumber: '12', email: 'x@', topic: '' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.error.fields.map((f) => f.field)).toEqual([
      'name',
      'phoneNumber',
      'email',
      'topic',
    ]);
    expect(checked.error).toMatchObject({
      field: 'name',
      message: 'Bitte geben Sie Ihren Namen an.',
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
