import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compressedHtml, utf8Of } from '../../../adapters/server/ssr';

describe('utf8Of (the page as bytes)', () => {
  it('gives the bytes Buffer.from gives, for any text (umlauts, emoji, lone surrogates)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })),
        (text) => {
          expect(utf8Of(text).equals(Buffer.from(text))).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
    const page = `<p>Größe € ‚Zitat‘ \ud83d\ude00 \ud800</p>`.repeat(2000);
    expect(utf8Of(page).equals(Buffer.from(page))).toBe(true);
    expect(utf8Of('').length).toBe(0);
  });
});

describe('compressedHtml', () => {
  it('compresses with Brotli, else gzip, and not below 1 kB or without Accept-Encoding', () => {
    const html = 'ä'.repeat(2000);
    expect(compressedHtml(html, 'gzip, deflate, br')?.encoding).toBe('br');
    expect(compressedHtml(html, 'gzip;q=1')?.encoding).toBe('gzip');
    expect(compressedHtml(html, undefined)).toBeNull();
    expect(compressedHtml(html, 'identity')).toBeNull();
    expect(compressedHtml('kurz', 'br')).toBeNull();
  });
});
