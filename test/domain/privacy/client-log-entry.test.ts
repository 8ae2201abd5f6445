import { describe, expect, it } from 'vitest';
import {
  CLIENT_LOG_ENTRY_LIMIT,
  CLIENT_LOG_FIELD_LIMITS,
  clientLogEntryOf,
} from '../../../domain/privacy/client-log-entry';

describe('clientLogEntryOf', () => {
  it('keeps message, url, error name and stack without the personal data in them', () => {
    expect(
      clientLogEntryOf('Speichern fehlgeschlagen für max@example.de', {
        appName: 'portal',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
        url: 'https://portal.test/result?pt=riester&bd=1985-04-12&firstName=Max&phone=0171%201234567',
        errorName: 'TypeError',
        message:
          'Cannot read x of DE89 3704 0044 0532 0130 00 (Steuer-Id 86095742719, Tel. +49 171 1234567)',
        stack: 'TypeError: x\n    at save (https://portal.test/assets/app-1a2b.js:12:345)',
      }),
    ).toEqual({
      message: 'Speichern fehlgeschlagen für [E-Mail]',
      appName: 'portal',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      url: 'https://portal.test/result?pt=riester&bd=[Datum]&firstName=[entfernt]&phone=[entfernt]',
      errorName: 'TypeError',
      errorMessage: 'Cannot read x of [IBAN] (Steuer-Id [Nummer], Tel. [Nummer])',
      stack: 'TypeError: x\n    at save (https://portal.test/assets/app-1a2b.js:12:345)',
    });
  });

  it('writes a birthday as [Datum] in any common spelling', () => {
    expect(clientLogEntryOf('geboren 12.04.1985, 1985-04-12 oder 1.4.85').message).toBe(
      'geboren [Datum], [Datum] oder [Datum]',
    );
  });

  it('leaves out empty and missing fields', () => {
    expect(clientLogEntryOf('x', { url: null, stack: '' })).toEqual({ message: 'x' });
  });

  it('bounds every field and the whole entry', () => {
    const huge = 'a'.repeat(100_000);
    const entry = clientLogEntryOf(huge, {
      appName: huge,
      userAgent: huge,
      url: huge,
      errorName: huge,
      message: huge,
      stack: huge,
    });
    expect(entry.message).toHaveLength(CLIENT_LOG_FIELD_LIMITS.message);
    expect(entry.stack).toHaveLength(CLIENT_LOG_FIELD_LIMITS.stack);
    expect(entry.message.endsWith('…')).toBe(true);
    const total = Object.values(entry).reduce((sum, value) => sum + value.length, 0);
    expect(total).toBeLessThanOrEqual(CLIENT_LOG_ENTRY_LIMIT);
    expect(CLIENT_LOG_ENTRY_LIMIT).toBe(7_500);
  });
});
