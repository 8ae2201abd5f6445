import http from 'node:http';
import { Readable } from 'node:stream';

// A multipart upload (SPEC §7: a meta part, then the content part) streamed from a generator,
// so a test can send 200 MB without holding them: the content is its head bytes, then zeros.

export interface UploadBody {
  /** The meta part's JSON (left out when undefined), or plain form fields. */
  readonly meta?: unknown;
  readonly fields?: Readonly<Record<string, string>>;
  readonly fileName?: string;
  readonly declaredType?: string;
  /** The content's first bytes. */
  readonly head: Uint8Array;
  /** The content's whole size: `head`, then zeros up to it. */
  readonly size?: number;
}

export interface UploadAnswer {
  readonly status: number;
  readonly json: unknown;
  /** The 303's target, when there is one. */
  readonly location?: string;
  /** The request's body was sent whole before the answer ended (the connection was not cut). */
  readonly sentWhole?: boolean;
}

const BOUNDARY = '----rk-test-boundary-7d1f0c';
const CHUNK = Buffer.alloc(1024 * 1024);

const partsOf = (body: UploadBody): { before: Buffer; after: Buffer; size: number } => {
  const lines: string[] = [];
  if (body.meta !== undefined) {
    lines.push(
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="meta"',
      'Content-Type: application/json',
      '',
      JSON.stringify(body.meta),
    );
  }
  for (const [name, value] of Object.entries(body.fields ?? {})) {
    lines.push(`--${BOUNDARY}`, `Content-Disposition: form-data; name="${name}"`, '', value);
  }
  lines.push(
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="content"; filename="${body.fileName ?? 'datei.pdf'}"`,
    `Content-Type: ${body.declaredType ?? 'application/pdf'}`,
    '',
    '',
  );
  return {
    before: Buffer.from(lines.join('\r\n')),
    after: Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    size: Math.max(body.size ?? body.head.length, body.head.length),
  };
};

async function* contentOf(head: Uint8Array, size: number): AsyncGenerator<Buffer> {
  yield Buffer.from(head);
  let left = size - head.length;
  while (left > 0) {
    const n = Math.min(left, CHUNK.length);
    yield CHUNK.subarray(0, n);
    left -= n;
  }
}

/** The exact byte length of the upload's body. */
export const uploadBodyLength = (body: UploadBody): number => {
  const { before, after, size } = partsOf(body);
  return before.length + size + after.length;
};

/**
 * POST /api/customer/documents with node:http, the body streamed; the answer is read even when
 * the server answers before the body is sent (then the rest of the body is dropped).
 */
export const postUpload = (
  url: string,
  body: UploadBody,
  headers: Readonly<Record<string, string>>,
  options: { readonly chunked?: boolean } = {},
): Promise<UploadAnswer> => {
  const { before, after, size } = partsOf(body);
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/api/customer/documents`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(options.chunked === true
          ? {}
          : { 'content-length': String(before.length + size + after.length) }),
      },
    });
    let answered = false;
    let sentWhole = false;
    request.on('finish', () => {
      sentWhole = true;
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const location = response.headers.location;
        resolve({
          status: response.statusCode ?? 0,
          json: text === '' ? undefined : JSON.parse(text),
          ...(location === undefined ? {} : { location, sentWhole }),
        });
      });
      response.on('error', reject);
    });
    // Once answered, a broken pipe of the rest of the body is expected.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const source = Readable.from(
      (async function* () {
        yield before;
        yield* contentOf(body.head, size);
        yield after;
      })(),
    );
    source.on('error', () => request.destroy());
    source.pipe(request);
  });
};
