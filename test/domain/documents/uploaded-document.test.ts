import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanOriginalName,
  MAX_ORIGINAL_NAME_LENGTH,
  readUploadMeta,
  UPLOAD_META_MESSAGE,
  UPLOADED_DOCUMENT_KINDS,
} from '../../../domain/documents/uploaded-document';

describe('readUploadMeta', () => {
  it('reads the reference (normalised) and the kind', () => {
    expect(readUploadMeta({ reference: ' rk-2026-abcdefgh ', kind: 'ausweisRueckseite' })).toEqual({
      ok: true,
      value: { reference: 'RK-2026-ABCDEFGH', kind: 'ausweisRueckseite' },
    });
    // The form's field names, and the default kind.
    expect(readUploadMeta({ antrag: 'RK-2026-ABCDEFGH', art: 'nachweis' })).toMatchObject({
      ok: true,
      value: { kind: 'nachweis' },
    });
    expect(readUploadMeta({ reference: 'RK-2026-ABCDEFGH' })).toMatchObject({
      ok: true,
      value: { kind: 'sonstiges' },
    });
  });

  it('refuses anything else with the German message', () => {
    for (const meta of [
      null,
      'RK-2026-ABCDEFGH',
      {},
      { reference: 'RK-2026-ABCDEFGH', kind: 'passfoto' },
      { reference: 'nicht da', kind: 'nachweis' },
      { reference: 42, kind: 'nachweis' },
    ]) {
      expect(readUploadMeta(meta)).toEqual({
        ok: false,
        error: { kind: 'upload/meta', message: UPLOAD_META_MESSAGE },
      });
    }
  });

  it('knows the four kinds', () => {
    expect(UPLOADED_DOCUMENT_KINDS).toEqual([
      'sonstiges',
      'nachweis',
      'ausweisVorderseite',
      'ausweisRueckseite',
    ]);
  });
});

describe('cleanOriginalName', () => {
  it('drops folders and control characters, keeps umlauts', () => {
    expect(cleanOriginalName('C:\\Users\\jü\\Gehaltsabrechnung März.pdf')).toBe(
      'Gehaltsabrechnung März.pdf',
    );
    expect(cleanOriginalName('../../etc/passwd')).toBe('passwd');
    expect(cleanOriginalName('a\u0000b\nc.png')).toBe('abc.png');
    expect(cleanOriginalName(undefined)).toBe('Dokument');
    expect(cleanOriginalName('   ')).toBe('Dokument');
  });

  it('is never empty, never longer than the cap and has no path separator', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'grapheme' }), (name) => {
        const clean = cleanOriginalName(name);
        expect(clean.length).toBeGreaterThan(0);
        expect([...clean].length).toBeLessThanOrEqual(MAX_ORIGINAL_NAME_LENGTH);
        expect(clean).not.toMatch(/[/\\]/);
      }),
    );
  });
});
