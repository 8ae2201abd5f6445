// The file types a customer may upload, told by their first bytes (their "magic numbers"), never
// by the file name or the type the browser declares: both are the sender's word and free to lie.

/** The accepted types, as the Content-Type the download is served with. */
export type UploadContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** How many leading bytes the longest signature needs (PNG's eight). */
export const SNIFF_BYTES = 8;

interface Signature {
  readonly type: UploadContentType;
  readonly bytes: readonly number[];
  readonly extension: string;
}

// ISO 32000-1 §7.5.2 (PDF header "%PDF-"), ISO/IEC 10918-1 (JPEG SOI marker FF D8 followed by
// the next marker's FF), ISO/IEC 15948:2004 §5.2 (the PNG signature, 8 bytes).
const SIGNATURES: readonly Signature[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], extension: '.pdf' },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff], extension: '.jpg' },
  {
    type: 'image/png',
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    extension: '.png',
  },
];

/** The type whose signature the bytes start with; null for anything else (too short, unknown). */
export const sniffContentType = (head: Uint8Array): UploadContentType | null =>
  SIGNATURES.find(
    ({ bytes }) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte),
  )?.type ?? null;

/** The file extension a download of this type carries ('.pdf', '.jpg', '.png'). */
export const extensionOfContentType = (type: UploadContentType): string =>
  SIGNATURES.find((signature) => signature.type === type)?.extension ?? '.pdf';

export const isUploadContentType = (text: string): text is UploadContentType =>
  SIGNATURES.some(({ type }) => type === text);
