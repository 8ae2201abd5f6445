import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../../adapters/http/content-disposition';

describe('fileNameOf (RFC 6266)', () => {
  it.each([
    [undefined, null],
    ['inline', null],
    ['attachment; filename="Vertrag.pdf"', 'Vertrag.pdf'],
    ['attachment; filename=Vertrag.pdf', 'Vertrag.pdf'],
    ['attachment; filename="a \\"b\\".pdf"', 'a "b".pdf'],
    [`attachment; filename="x.pdf"; filename*=UTF-8''R%C3%BCrup.pdf`, 'Rürup.pdf'],
    [`attachment; filename*=utf-8'de'%C3%84nderung.pdf`, 'Änderung.pdf'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.pdf"`, 'fallback.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\a.pdf"', 'a.pdf'],
    ['attachment; filename=""', null],
  ])('%s → %s', (header, expected) => {
    expect(fileNameOf(header)).toBe(expected);
  });
});
