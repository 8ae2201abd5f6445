import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath, WATCHLIST_PATH } from '../../../domain/customer-area/customer-area-paths';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/result?pt=schicht3&mp=150')).toBe('/result?pt=schicht3&mp=150');
    expect(safeReturnPath('/tariff-details?tariffId=a')).toBe('/tariff-details?tariffId=a');
  });

  it('refuses other hosts and schemes (no open redirect)', () => {
    for (const input of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      null,
      undefined,
      '/%2F%2Fevil.example',
    ]) {
      const path = safeReturnPath(input);
      expect(new URL(path, 'https://portal.test').origin).toBe('https://portal.test');
    }
    expect(safeReturnPath('//evil.example/x')).toBe(WATCHLIST_PATH);
  });

  it('always answers a path that stays on the site (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (input) => {
        const path = safeReturnPath(input);
        return (
          path.startsWith('/') &&
          !path.startsWith('//') &&
          new URL(path, 'https://portal.test').origin === 'https://portal.test'
        );
      }),
    );
  });
});
