import { request } from 'undici';

// One HTTP call to a listening test server, and the cookies of its answer.

export interface ApiAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
  /** The parsed JSON body, undefined for an empty one. */
  readonly json: unknown;
}

export interface CallOptions {
  readonly json?: unknown;
  /** A raw body (sent as is, with the content-type of `headers`). */
  readonly body?: string | Buffer;
  readonly headers?: Readonly<Record<string, string>>;
}

/** One HTTP call with undici (any header may be set, Origin and Referer included). */
export const call = async (
  server: { readonly url: string },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<ApiAnswer> => {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const answer = await request(`${server.url}${path}`, { method, headers, body });
  const text = await answer.body.text();
  return {
    status: answer.statusCode,
    headers: answer.headers,
    text,
    // Pages answer HTML: only JSON answers are parsed.
    json:
      text === '' || !String(answer.headers['content-type'] ?? '').includes('json')
        ? undefined
        : JSON.parse(text),
  };
};

/** The `name=value` pairs of the Set-Cookie headers of an answer, with their attributes. */
export const setCookies = (answer: ApiAnswer): readonly string[] => {
  const header = answer.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

/** The value of the cookie `name` an answer sets, or undefined. */
export const cookieValue = (answer: ApiAnswer, name: string): string | undefined =>
  setCookies(answer)
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
