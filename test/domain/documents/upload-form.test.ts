import { describe, expect, it } from 'vitest';
import { UPLOAD_FORM_ERRORS } from '../../../domain/documents/documents-paths';
import {
  uploadFormErrorOf,
  uploadFormMessageOf,
  uploadHint,
} from '../../../domain/documents/upload-form';
import {
  DEFAULT_UPLOAD_MAX_BYTES,
  UPLOAD_TYPE_MESSAGE,
  uploadTooLargeMessage,
} from '../../../domain/documents/uploaded-document';

describe('the upload messages at the default cap (SPEC §7: 200 MB)', () => {
  it('are the texts the page has always shown', () => {
    expect(DEFAULT_UPLOAD_MAX_BYTES).toBe(209_715_200);
    expect(uploadHint(DEFAULT_UPLOAD_MAX_BYTES)).toBe(
      'Erlaubt sind PDF, JPEG und PNG, höchstens 200 MB je Datei.',
    );
    expect(uploadTooLargeMessage(DEFAULT_UPLOAD_MAX_BYTES)).toBe(
      'Die Datei ist zu groß: höchstens 200 MB sind möglich.',
    );
  });
});

describe('the upload messages at a configured cap', () => {
  it.each([
    [4 * 1024 * 1024, '4 MB'],
    [5_000_000, '4,76 MB'],
    [512_000, '500 KB'],
  ])('name %d bytes as %s', (bytes, size) => {
    expect(uploadHint(bytes)).toBe(`Erlaubt sind PDF, JPEG und PNG, höchstens ${size} je Datei.`);
    expect(uploadTooLargeMessage(bytes)).toBe(
      `Die Datei ist zu groß: höchstens ${size} sind möglich.`,
    );
  });
});

describe('uploadFormMessageOf', () => {
  it('shows the „zu groß“ code with the configured cap', () => {
    expect(uploadFormMessageOf('zu-gross', 4 * 1024 * 1024)).toBe(
      'Die Datei ist zu groß: höchstens 4 MB sind möglich.',
    );
    expect(
      uploadFormMessageOf(uploadFormErrorOf('upload/too-large'), DEFAULT_UPLOAD_MAX_BYTES),
    ).toBe(uploadTooLargeMessage(DEFAULT_UPLOAD_MAX_BYTES));
    expect(uploadFormMessageOf('typ', 4096)).toBe(UPLOAD_TYPE_MESSAGE);
  });

  it('has a message for every code and none for an unknown one', () => {
    for (const code of UPLOAD_FORM_ERRORS) {
      expect(uploadFormMessageOf(code, DEFAULT_UPLOAD_MAX_BYTES)).toEqual(expect.any(String));
    }
    expect(uploadFormMessageOf(null, DEFAULT_UPLOAD_MAX_BYTES)).toBeNull();
    expect(uploadFormMessageOf('toString', DEFAULT_UPLOAD_MAX_BYTES)).toBeNull();
    expect(uploadFormMessageOf('<script>', DEFAULT_UPLOAD_MAX_BYTES)).toBeNull();
  });
});
