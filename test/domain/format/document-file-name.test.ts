import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { documentFileName, extensionOf } from '../../../domain/format/document-file-name';

const date = Temporal.PlainDate.from('2024-03-05');
const name = (firstName: string, lastName: string, originalName?: string): string =>
  documentFileName({ typePrefix: 'Antrag_', firstName, lastName, date, originalName });

describe('documentFileName (SPEC §9)', () => {
  it('prefix + Fi + L + YYYYMMDD + .pdf', () => {
    expect(name('Max', 'Mustermann')).toBe('Antrag_MaM20240305.pdf');
  });

  it('normalises the letter case of the initials', () => {
    expect(name('mAX', 'mustermann')).toBe('Antrag_MaM20240305.pdf');
    expect(name('  max ', ' von Goethe')).toBe('Antrag_MaV20240305.pdf');
  });

  it('handles one-letter and missing names', () => {
    expect(name('J', 'Doe')).toBe('Antrag_JD20240305.pdf');
    expect(name('J', 'D')).toBe('Antrag_JD20240305.pdf');
    expect(name('', 'Doe')).toBe('Antrag_D20240305.pdf');
    expect(name('Max', '')).toBe('Antrag_Ma20240305.pdf');
  });

  it('keeps umlauts and upper-cases them', () => {
    expect(name('ömer', 'über')).toBe('Antrag_ÖmÜ20240305.pdf');
    expect(name('ÄNNE', 'ßmith')).toBe('Antrag_Änß20240305.pdf'); // ß would grow to SS: kept
    expect(name('O\u0308zlem', 'A\u0308rger')).toBe('Antrag_ÖzÄ20240305.pdf');
  });

  it('uses the original extension as written', () => {
    expect(name('Max', 'Mustermann', 'scan.JPG')).toBe('Antrag_MaM20240305.JPG');
    expect(name('Max', 'Mustermann', 'C:\\Users\\max\\brief.docx')).toBe('Antrag_MaM20240305.docx');
  });

  it('puts a distinguisher (an application reference) between the date and the extension', () => {
    const input = { typePrefix: 'Antrag_', firstName: 'Max', lastName: 'Mustermann', date };
    expect(documentFileName({ ...input, distinguisher: 'RK-2024-7K4QX9MB' })).toBe(
      'Antrag_MaM20240305_RK-2024-7K4QX9MB.pdf',
    );
    expect(
      documentFileName({ ...input, distinguisher: 'RK-2024-7K4QX9MB', originalName: 'a.PNG' }),
    ).toBe('Antrag_MaM20240305_RK-2024-7K4QX9MB.PNG');
  });

  it('pads the date', () => {
    const d = Temporal.PlainDate.from('0999-01-09');
    expect(documentFileName({ typePrefix: 'X', firstName: 'Al', lastName: 'Bo', date: d })).toBe(
      'XAlB09990109.pdf',
    );
  });
});

describe('extensionOf', () => {
  it.each([
    [undefined, '.pdf'],
    ['', '.pdf'],
    ['brief', '.pdf'],
    ['.bashrc', '.pdf'],
    ['brief.', '.pdf'],
    ['brief.tar.gz', '.gz'],
    ['brief. final', '.pdf'],
    ['ordner.x/brief', '.pdf'],
    ['brief.PDF', '.PDF'],
  ])('%j → %s', (original, ext) => {
    expect(extensionOf(original)).toBe(ext);
  });
});
