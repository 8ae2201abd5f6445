import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extensionOfContentType,
  SNIFF_BYTES,
  sniffContentType,
} from '../../../domain/documents/content-sniffing';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The specification written out once more, independently: which signature the bytes start with. */
const expectedType = (bytes: readonly number[]): string | null => {
  const startsWith = (signature: readonly number[]): boolean =>
    signature.every((byte, i) => bytes[i] === byte);
  if (startsWith(PDF)) return 'application/pdf';
  if (startsWith(JPEG)) return 'image/jpeg';
  if (startsWith(PNG)) return 'image/png';
  return null;
};

const anyBytes = fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 40 });
// Bytes that often begin with a signature or a piece of one, so both sides are well tried.
const nearSignature = fc
  .tuple(
    fc.constantFrom(PDF, JPEG, PNG, PDF.slice(0, 4), PNG.slice(0, 7), JPEG.slice(0, 2), []),
    anyBytes,
    fc.nat({ max: 7 }),
    fc.integer({ min: 0, max: 255 }),
  )
  .map(([signature, rest, flipAt, flipTo]) => {
    const bytes = [...signature, ...rest];
    // Sometimes one byte of the signature is changed: close misses must be refused.
    if (flipAt < signature.length && flipTo % 3 === 0) bytes[flipAt] = flipTo;
    return bytes;
  });

describe('sniffContentType', () => {
  it('accepts exactly the bytes that start with a PDF, JPEG or PNG signature', () => {
    fc.assert(
      fc.property(fc.oneof(anyBytes, nearSignature), (bytes) => {
        expect(sniffContentType(Uint8Array.from(bytes))).toBe(expectedType(bytes));
      }),
      { numRuns: 2000 },
    );
  });

  it('looks at the first bytes only: what follows never changes the answer', () => {
    fc.assert(
      fc.property(fc.oneof(anyBytes, nearSignature), anyBytes, (bytes, more) => {
        const head = bytes.slice(0, SNIFF_BYTES);
        const padded = [...head, ...more];
        if (head.length === SNIFF_BYTES) {
          expect(sniffContentType(Uint8Array.from(padded))).toBe(
            sniffContentType(Uint8Array.from(head)),
          );
        }
      }),
    );
  });

  it('the type gives the download its extension', () => {
    expect(extensionOfContentType('application/pdf')).toBe('.pdf');
    expect(extensionOfContentType('image/jpeg')).toBe('.jpg');
    expect(extensionOfContentType('image/png')).toBe('.png');
  });

  it('refuses text that merely names a type', () => {
    for (const text of ['PDF-1.7', '%PD', 'GIF89a', '<svg>', '\u00ff\u00d8\u00ff']) {
      expect(sniffContentType(new TextEncoder().encode(text))).toBeNull();
    }
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });
});
