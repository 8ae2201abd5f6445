import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WATCHLIST_PATH } from '../../../domain/customer-area/customer-area-paths';
import { sameOriginReturnPath } from '../../../domain/customer-area/return-path';

const SITE = 'https://portal.test';

describe('sameOriginReturnPath', () => {
  it('keeps a path of this site with its query, and a full URL of the same origin as its path', () => {
    expect(sameOriginReturnPath('/result?pt=schicht3&mp=150', SITE)).toBe(
      '/result?pt=schicht3&mp=150',
    );
    expect(sameOriginReturnPath('/tariff-details?tariffId=a', SITE)).toBe(
      '/tariff-details?tariffId=a',
    );
    expect(sameOriginReturnPath('https://portal.test/result?mp=150', `${SITE}/kundenbereich`)).toBe(
      '/result?mp=150',
    );
    // The fragment is the action's own (the „Gemerkt“ notice): one from the form is dropped.
    expect(sameOriginReturnPath('/result?mp=150#x', SITE)).toBe('/result?mp=150');
  });

  it('refuses other hosts, ports and schemes (no open redirect)', () => {
    for (const input of [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'http://portal.test/result',
      'https://portal.test:8443/result',
      'javascript:alert(1)',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(sameOriginReturnPath(input, SITE), String(input)).toBe(WATCHLIST_PATH);
    }
    expect(sameOriginReturnPath('/%2F%2Fevil.example', SITE)).toBe('/%2F%2Fevil.example');
    expect(sameOriginReturnPath('/result', 'not an origin')).toBe(WATCHLIST_PATH);
    // A path a browser reads as another host once its dot segments are removed.
    expect(sameOriginReturnPath('/%2e%2e//evil.example', SITE)).toBe(WATCHLIST_PATH);
  });

  it('always answers a path that stays on the site (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.webUrl()), (input) => {
        const path = sameOriginReturnPath(input, SITE);
        return (
          path.startsWith('/') && !path.startsWith('//') && new URL(path, SITE).origin === SITE
        );
      }),
    );
  });
});
