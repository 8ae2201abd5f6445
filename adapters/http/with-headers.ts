import type { HttpClientPort, HttpRequestOptions } from '../../ports/http-client.port';

/**
 * A client that adds `headers` to every request (the caller's own headers win), e.g. the
 * visitor's cookie on the server, where no browser keeps cookies for the Node client.
 */
export const withHeaders = (
  client: HttpClientPort,
  headers: Readonly<Record<string, string>>,
): HttpClientPort => {
  const merged = (options: HttpRequestOptions = {}): HttpRequestOptions => ({
    ...options,
    headers: { ...headers, ...options.headers },
  });
  return {
    get: (url, options) => client.get(url, merged(options)),
    post: (url, json, options) => client.post(url, json, merged(options)),
    put: (url, json, options) => client.put(url, json, merged(options)),
    patch: (url, json, options) => client.patch(url, json, merged(options)),
    delete: (url, options) => client.delete(url, merged(options)),
    postForm: (url, fields, options) => client.postForm(url, fields, merged(options)),
    download: (url, options) => client.download(url, merged(options)),
    upload: (url, parts, options) => client.upload(url, parts, merged(options)),
  };
};
