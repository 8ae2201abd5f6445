import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECK_RESULT_TEXTS } from '../../../domain/comparison-view/figure-texts';
import { SOFT_HYPHEN, withSoftHyphens } from '../../../domain/format/soft-hyphens';
import { TARIFF_FEATURE_LABELS } from '../../../domain/tariffs/features';

const shown = (text: string): string => text.replaceAll(SOFT_HYPHEN, '·');

/** Every word of a text with at least `min` letters between two break chances. */
const unbreakable = (text: string, min: number): string[] =>
  withSoftHyphens(text)
    .split(/[^\p{L}]+/u)
    .filter((piece) => piece.length >= min);

describe('withSoftHyphens (issue 32 finding 10: no „Rentenfa ktor“ on a phone)', () => {
  it('breaks the compounds of the comparison at their joints', () => {
    expect(shown(withSoftHyphens('Rentenfaktor aktuell'))).toBe('Renten·faktor aktuell');
    expect(shown(withSoftHyphens('Beitragsfreistellung'))).toBe('Beitrags·frei·stellung');
    expect(shown(withSoftHyphens('Anpassungsmöglichkeiten'))).toBe('Anpas·sungs·möglich·keiten');
    expect(shown(withSoftHyphens('Verwaltungskosten'))).toBe('Verwal·tungs·kosten');
    expect(shown(withSoftHyphens('Kosten insgesamt'))).toBe('Kosten ins·gesamt');
    expect(shown(withSoftHyphens('Zuzahlung'))).toBe('Zu·zahlung');
    expect(shown(withSoftHyphens('Sicherungsvermögen 1,67 %'))).toBe('Sicherungs·vermögen 1,67 %');
    expect(shown(withSoftHyphens('Rentengarantiezeit'))).toBe('Renten·garantie·zeit');
    expect(shown(withSoftHyphens('Mainbrücke Lebensversicherung'))).toBe(
      'Mainbrücke Lebens·ver·sicherung',
    );
    expect(shown(withSoftHyphens('Chancen-Risiko-Klasse'))).toBe('Chancen-Risiko-Klasse');
    // Short words and words not made of known parts stay whole.
    expect(withSoftHyphens('Note')).toBe('Note');
    expect(withSoftHyphens('Bergkristall')).toBe('Bergkristall');
  });

  it('leaves no piece of 11 or more letters unbroken in the labels and texts of the comparison', () => {
    const texts = [
      ...Object.values(TARIFF_FEATURE_LABELS),
      ...Object.values(CHECK_RESULT_TEXTS),
      'Abschlusskosten',
      'Verwaltungskosten',
      'Fondskosten',
      'Kosten insgesamt',
      'Effektivkosten',
      'Kapital zum Rentenbeginn',
      'Garantiertes Kapital',
      'Rentenfaktor garantiert',
      'Lebensversicherung',
      'Privatrente',
      'Basisrente',
      'Sofortrente Einmalbeitrag',
      'Aktion: Inflationsprämie',
      'Annahme: Fonds 6 %, Sicherungsvermögen 1,67 % p. a. vor Kosten',
    ];
    for (const text of texts) expect(unbreakable(text, 11), text).toEqual([]);
  });

  it('only ever adds soft hyphens, and never two in a row (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom(...Object.values(TARIFF_FEATURE_LABELS)),
        ),
        (input) => {
          const clean = input.replaceAll(SOFT_HYPHEN, '');
          const out = withSoftHyphens(clean);
          return out.replaceAll(SOFT_HYPHEN, '') === clean && !out.includes(SOFT_HYPHEN.repeat(2));
        },
      ),
    );
  });
});
