import type { UploadParts } from '../../ports/http-client.port';

/** A request body ready for the wire. */
export interface EncodedBody {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

const encoder = new TextEncoder();

/** undefined means "no body" (a POST with an empty body), anything else is sent as JSON. */
export const jsonBody = (json: unknown): EncodedBody | null =>
  json === undefined
    ? null
    : {
        bytes: encoder.encode(JSON.stringify(json)),
        contentType: 'application/json; charset=utf-8',
      };

export const formBody = (fields: Readonly<Record<string, string>>): EncodedBody => ({
  bytes: encoder.encode(new URLSearchParams(Object.entries(fields)).toString()),
  contentType: 'application/x-www-form-urlencoded; charset=utf-8',
});

/** crypto.getRandomValues also works outside secure contexts, unlike randomUUID. */
const newBoundary = (): string => {
  const random = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return `----rk-${Array.from(random, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

// The HTML form encoding of names in multipart headers: quote and line breaks escaped.
const headerValue = (value: string): string =>
  value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** SPEC §7: multipart/form-data with a `meta` part (application/json) and a `content` part. */
export const multipartBody = (parts: UploadParts, boundary = newBoundary()): EncodedBody => {
  const { content } = parts;
  const head = encoder.encode(
    `--${boundary}\r\n` +
      'Content-Disposition: form-data; name="meta"\r\n' +
      'Content-Type: application/json\r\n\r\n' +
      `${JSON.stringify(parts.meta ?? null)}\r\n` +
      `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="content"; filename="${headerValue(content.fileName)}"\r\n` +
      `Content-Type: ${headerValue(content.contentType)}\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const bytes = new Uint8Array(head.byteLength + content.bytes.byteLength + tail.byteLength);
  bytes.set(head, 0);
  bytes.set(content.bytes, head.byteLength);
  bytes.set(tail, head.byteLength + content.bytes.byteLength);
  return { bytes, contentType: `multipart/form-data; boundary=${boundary}` };
};
