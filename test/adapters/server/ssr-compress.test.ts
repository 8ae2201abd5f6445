import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedHtml } from '../../../adapters/server/compress-html';

describe('compressedHtml', () => {
  const page = new TextEncoder().encode('<p>Größe € „Zitat“</p>'.repeat(100));

  it('compresses with Brotli, else gzip, and the bytes come back unchanged', () => {
    const br = compressedHtml(page, 'gzip, deflate, br');
    expect(br?.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br?.body ?? Buffer.alloc(0)).equals(Buffer.from(page))).toBe(
      true,
    );
    const gzip = compressedHtml(page, 'gzip;q=1');
    expect(gzip?.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip?.body ?? Buffer.alloc(0)).equals(Buffer.from(page))).toBe(true);
  });

  it('leaves a page uncompressed below 1 kB or without an accepted encoding', () => {
    expect(compressedHtml(page, undefined)).toBeNull();
    expect(compressedHtml(page, 'identity')).toBeNull();
    expect(compressedHtml(new TextEncoder().encode('kurz'), 'br')).toBeNull();
  });
});
