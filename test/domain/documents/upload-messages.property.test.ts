import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uploadFormMessageOf, uploadHint } from '../../../domain/documents/upload-form';
import {
  DEFAULT_UPLOAD_MAX_BYTES,
  MIN_UPLOAD_MAX_BYTES,
  uploadTooLargeMessage,
} from '../../../domain/documents/uploaded-document';
import { formatFileSizeLimit } from '../../../domain/format/file-size';

/** Every cap UPLOAD_MAX_BYTES may name, with the whole MB and KB a setting most likely names. */
const caps = fc.oneof(
  fc.integer({ min: MIN_UPLOAD_MAX_BYTES, max: DEFAULT_UPLOAD_MAX_BYTES }),
  fc.integer({ min: 1, max: 200 }).map((mb) => mb * 1024 * 1024),
  fc.integer({ min: 1, max: 1023 }).map((kb) => kb * 1024),
);

const sizeIn = (text: string, pattern: RegExp): string => {
  const match = pattern.exec(text);
  if (match?.[1] === undefined) throw new Error(`no size in: ${text}`);
  return match[1];
};

describe('the upload messages for every cap', () => {
  it('the hint, the „zu groß“ message and the page’s error code name the same size', () => {
    fc.assert(
      fc.property(caps, (cap) => {
        const hinted = sizeIn(uploadHint(cap), /höchstens (.+) je Datei\.$/);
        const refused = sizeIn(uploadTooLargeMessage(cap), /höchstens (.+) sind möglich\.$/);
        expect(refused).toBe(hinted);
        expect(hinted).toBe(formatFileSizeLimit(cap));
        expect(uploadFormMessageOf('zu-gross', cap)).toBe(uploadTooLargeMessage(cap));
      }),
      { numRuns: 300 },
    );
  });
});
