import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '../../../domain/http/same-origin-path';

const PORTAL = 'https://www.rentenkompass.de';

describe('sameOriginPath', () => {
  it.each([
    ['/', '/'],
    ['/vergleich?produkt=riester#liste', '/vergleich?produkt=riester#liste'],
    ['/a/../b', '/b'],
    ['/%2F%2Fevil', '/%2F%2Fevil'],
  ])('accepts %j as %j', (raw, path) => {
    expect(sameOriginPath(PORTAL, raw)).toBe(path);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2e%2e//evil.example',
    '/a/../..//evil.example',
    '/.//evil.example',
    'https:evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'vergleich',
    '',
    '/ok\r\nLocation: https://evil.example',
    '/\tevil',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (raw) => {
    expect(sameOriginPath(PORTAL, raw)).toBeNull();
  });

  it('whatever it accepts stays on the portal, also when used as a relative Location', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webPath(),
          fc
            .array(fc.constantFrom('/', '\\', '.', '%2e', '%2f', 'evil', ':', '@', '?', '#'), {
              maxLength: 8,
            })
            .map((parts) => parts.join('')),
        ),
        (raw) => {
          const path = sameOriginPath(PORTAL, raw);
          if (path === null) return;
          const followed = new URL(path, 'https://other.example/x/y');
          expect(followed.origin).toBe('https://other.example');
          expect(new URL(path, PORTAL).origin).toBe(PORTAL);
        },
      ),
      { numRuns: 500 },
    );
  });
});
