import { describe, expect, it } from 'vitest';
import { formBody, jsonBody, multipartBody } from '../../../adapters/http/request-body';
import { parseMultipart } from './http-test-server';

const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

describe('request bodies', () => {
  it('JSON in UTF-8; undefined is no body', () => {
    const body = jsonBody({ name: 'Groß' });
    expect(body?.contentType).toBe('application/json; charset=utf-8');
    expect(text(body?.bytes ?? new Uint8Array())).toBe('{"name":"Groß"}');
    expect(jsonBody(undefined)).toBeNull();
    expect(text(jsonBody(null)?.bytes ?? new Uint8Array())).toBe('null');
  });

  it('a form, URL-encoded', () => {
    expect(text(formBody({ a: 'x y', b: 'ä&=' }).bytes)).toBe('a=x+y&b=%C3%A4%26%3D');
  });

  it('multipart: the exact wire format with a given boundary', () => {
    const body = multipartBody(
      {
        meta: { n: 1 },
        content: {
          bytes: new Uint8Array([65, 66]),
          fileName: 'a\r\n"b".txt',
          contentType: 'text/plain',
        },
      },
      'B',
    );
    expect(body.contentType).toBe('multipart/form-data; boundary=B');
    expect(text(body.bytes)).toBe(
      '--B\r\nContent-Disposition: form-data; name="meta"\r\nContent-Type: application/json\r\n\r\n{"n":1}\r\n' +
        '--B\r\nContent-Disposition: form-data; name="content"; filename="a%0D%0A%22b%22.txt"\r\nContent-Type: text/plain\r\n\r\nAB\r\n' +
        '--B--\r\n',
    );
  });

  it('multipart: a fresh random boundary each time, and binary content intact', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const first = multipartBody({
      meta: null,
      content: { bytes, fileName: 'f', contentType: 'application/octet-stream' },
    });
    const second = multipartBody({
      meta: null,
      content: { bytes, fileName: 'f', contentType: 'application/octet-stream' },
    });
    expect(first.contentType).not.toBe(second.contentType);
    const parts = parseMultipart(Buffer.from(first.bytes), first.contentType);
    expect(parts.map((p) => p.headers['content-type'])).toEqual([
      'application/json',
      'application/octet-stream',
    ]);
    expect(new Uint8Array(parts[1]?.data ?? [])).toEqual(bytes);
  });
});
