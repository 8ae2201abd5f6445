import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import {
  checkNameText,
  checkStreet,
  PRINTABLE_TEXT,
} from '../../../domain/application/person-fields';

// Every name the form accepts prints as typed (issue 29, finding 8): each letter the checks let
// through has a glyph in both faces of the documents' font, DejaVu Sans (npm dejavu-fonts-ttf,
// read here with fontkit, the font engine pdfkit uses). Scripts the font cannot print as typed
// (Chinese, Arabic) are refused with a German message instead of printing boxes or reversed text.

const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const faces = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) =>
  fontkit.create(readFileSync(path.join(FONT_DIR, file))),
);
const printable = (codePoint: number): boolean =>
  faces.every((face) => face.hasGlyphForCodePoint(codePoint));

const NAME = { missing: 'Bitte geben Sie Ihren Vornamen an.', label: 'Der Vorname' };

/** Every code point PRINTABLE_TEXT lets through that is a letter or a mark. */
const ALLOWED_LETTERS: readonly number[] = Array.from({ length: 0x2000 }, (_, c) => c).filter(
  (c) =>
    /^[\p{L}\p{M}]$/u.test(String.fromCodePoint(c)) && PRINTABLE_TEXT.test(String.fromCodePoint(c)),
);

describe('the scripts the documents print', () => {
  it('has a glyph in DejaVu Sans (regular and bold) for every letter and accent it allows', () => {
    expect(ALLOWED_LETTERS.length).toBeGreaterThan(1300);
    expect(ALLOWED_LETTERS.filter((c) => !printable(c)).map((c) => c.toString(16))).toEqual([]);
  });

  it('accepts only names whose every character the font prints', () => {
    const letter = fc.constantFrom(...ALLOWED_LETTERS.map((c) => String.fromCodePoint(c)));
    const anyChar = fc.oneof(
      letter,
      fc.constantFrom(' ', '-', "'", '’', '.'),
      fc.integer({ min: 0x20, max: 0xffff }).map((c) => String.fromCodePoint(c)),
    );
    fc.assert(
      fc.property(fc.array(anyChar, { minLength: 1, maxLength: 20 }), (chars) => {
        const checked = checkNameText(chars.join(''), NAME);
        if (!checked.ok) return;
        for (const char of checked.value) {
          const c = char.codePointAt(0) ?? 0;
          expect(c === 0x20 || printable(c), `U+${c.toString(16)}`).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps Polish, Turkish, Greek, Czech, Cyrillic and Vietnamese names as typed (composed)', () => {
    for (const name of [
      'Żółć-Wałęsa',
      'Güçlüoğlu',
      'Παπαδόπουλος',
      'Dvořák',
      'Шевченко',
      'Nguyễn',
    ]) {
      expect(checkNameText(name, NAME)).toEqual({ ok: true, value: name });
    }
    // „é“ typed as e + combining acute is stored composed, as the font prints it.
    expect(checkNameText('Rene\u0301', NAME)).toEqual({ ok: true, value: 'René' });
  });

  it('refuses Chinese, Arabic and Hebrew names and streets with the German message', () => {
    const message =
      'Der Vorname muss in lateinischen, griechischen oder kyrillischen Buchstaben stehen – so, wie im Ausweis oder Pass.';
    for (const name of ['王小明', 'محمد', 'דוד', '김민준']) {
      expect(checkNameText(name, NAME)).toEqual({ ok: false, error: message });
    }
    expect(checkStreet('北京路 5')).toEqual({
      ok: false,
      error:
        'Die Straße muss in lateinischen, griechischen oder kyrillischen Buchstaben stehen – so, wie im Ausweis oder Pass.',
    });
  });
});
