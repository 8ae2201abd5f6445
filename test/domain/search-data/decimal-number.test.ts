import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../domain/search-data/decimal-number';

describe('parseDecimal', () => {
  it.each([
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['52000', 52000],
    ['007', 7],
    ['-0', 0],
    ['-0.0', 0],
    ['1e3', 1000],
    ['1E3', 1000],
    ['1e+21', 1e21],
    ['5e-7', 5e-7],
    ['1.7976931348623157e+308', Number.MAX_VALUE],
    ['0.30000000000000004', 0.1 + 0.2],
  ])('reads %s', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it('never gives -0', () => {
    expect(Object.is(parseDecimal('-0'), 0)).toBe(true);
  });

  it.each([
    '',
    '-',
    'abc',
    '1e400',
    '-1e400',
    '0x10',
    '0b1',
    ' 5',
    '5 ',
    '+5',
    '.5',
    '5.',
    '1,5',
    '1.2.3',
    '1e',
    '1e+',
    'e5',
    'Infinity',
    'NaN',
    '1_000',
    '٣',
  ])('rejects %j', (text) => {
    expect(parseDecimal(text)).toBeUndefined();
  });
});
