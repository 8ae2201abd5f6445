import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { euroInputText } from '../../../domain/onboarding/form-values';
import {
  centsOf,
  payInMoreRequestText,
  payInMoreStateText,
  readPayInMoreField,
} from '../../../domain/pay-in-more/pay-in-more-notice';

describe('the Zuzahlung form’s amounts', () => {
  it('reads an empty field as no amount and German notation as euros', () => {
    expect(readPayInMoreField('')).toBeNull();
    expect(readPayInMoreField('   ')).toBeNull();
    expect(readPayInMoreField('2.000')).toBe(2000);
    expect(readPayInMoreField('25,50 €')).toBe(25.5);
    expect(readPayInMoreField('viel')).toBeNaN();
  });

  it('stores what the field shows, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const typed = euroInputText(cents / 100).replace(/\u00a0/g, '');
        const read = readPayInMoreField(typed);
        expect(read).not.toBeNull();
        expect(centsOf(read ?? Number.NaN)).toBe(cents);
      }),
    );
  });

  it('says what came in, one sentence per amount', () => {
    expect(payInMoreRequestText({ oneTimeCents: 200_000, monthlyIncreaseCents: null })).toBe(
      'Ihre Zuzahlung über 2.000,00\u00a0€ ist eingegangen.',
    );
    expect(payInMoreRequestText({ oneTimeCents: 50_000, monthlyIncreaseCents: 2_550 })).toBe(
      'Ihre Zuzahlung über 500,00\u00a0€ ist eingegangen. Ihre Erhöhung des Monatsbeitrags um 25,50\u00a0€ ist eingegangen.',
    );
  });
});

describe('where a Zuzahlung request stands', () => {
  it('is „eingegangen“ until told and then names the Berlin day it was told', () => {
    expect(payInMoreStateText({ reportedAt: null })).toBe('eingegangen');
    expect(payInMoreStateText({ reportedAt: '2026-11-27T09:00:00.000Z' })).toBe(
      'an den Versicherer übermittelt am 27.11.2026',
    );
    // 23:30 UTC on 27 November is already 28 November in Berlin (CET, UTC+1).
    expect(payInMoreStateText({ reportedAt: '2026-11-27T23:30:00.000Z' })).toBe(
      'an den Versicherer übermittelt am 28.11.2026',
    );
  });
});
