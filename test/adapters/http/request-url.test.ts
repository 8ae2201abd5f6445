import { describe, expect, it } from 'vitest';
import { requestUrl } from '../../../adapters/http/request-url';

describe('requestUrl', () => {
  it.each([
    ['http://h/api', 'bpm', 'http://h/api/bpm'],
    ['http://h/api/', '/bpm', 'http://h/api/bpm'],
    ['/api', 'auth/user/data', '/api/auth/user/data'],
    ['', '/api/bpm', '/api/bpm'],
    ['http://h/api', 'https://other.example/x', 'https://other.example/x'],
  ])('%s + %s → %s', (base, url, expected) => {
    expect(requestUrl(base, url)).toBe(expected);
  });

  it('appends the query, encoded, without undefined values', () => {
    expect(requestUrl('/api', 'ren-ref', { renRef: 'a b&c', n: 0, f: false, x: undefined })).toBe(
      '/api/ren-ref?renRef=a+b%26c&n=0&f=false',
    );
  });

  it('extends an existing query and leaves an all-undefined query out', () => {
    expect(requestUrl('/api', 'x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
    expect(requestUrl('/api', 'x', { b: undefined })).toBe('/api/x');
  });
});
