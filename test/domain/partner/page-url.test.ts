import { describe, expect, it } from 'vitest';
import {
  parameterNameOf,
  parameterNamesOf,
  splitUrl,
  withoutParameters,
  withParameters,
} from '../../../domain/partner/page-url';

describe('page-url', () => {
  it('splits and keeps every part', () => {
    expect(splitUrl('/a?b=1#c?d')).toEqual({ base: '/a', query: 'b=1', hash: '#c?d' });
    expect(splitUrl('https://x.de/a')).toEqual({ base: 'https://x.de/a', query: '', hash: '' });
    expect(splitUrl('?x')).toEqual({ base: '', query: 'x', hash: '' });
  });

  it('decodes parameter names', () => {
    expect(parameterNameOf('a%62c=1')).toBe('abc');
    expect(parameterNameOf('a+b')).toBe('a b');
    expect(parameterNameOf('%E0%A4%A=1')).toBe('%E0%A4%A');
    expect([...parameterNamesOf('/?x=1&y&&z=')]).toEqual(['x', 'y', 'z']);
  });

  it('removes parameters without touching the others', () => {
    expect(withoutParameters('/a?x=1&y=a%20b+c&x=2#h', ['x'])).toBe('/a?y=a%20b+c#h');
    expect(withoutParameters('/a?x=1#h', ['x'])).toBe('/a#h');
    expect(withoutParameters('/a', ['x'])).toBe('/a');
  });

  it('appends encoded parameters', () => {
    expect(withParameters('/a#h', [['k', 'ä ö']])).toBe('/a?k=%C3%A4%20%C3%B6#h');
    expect(withParameters('/a?&', [['k', '1']])).toBe('/a?k=1');
  });
});
