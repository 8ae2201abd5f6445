import { describe, expect, it } from 'vitest';
import { shortenFileName, withPdfExtension } from '../../../domain/format/file-name';

describe('withPdfExtension', () => {
  it.each([
    ['vertrag', 'vertrag.pdf'],
    ['vertrag.pdf', 'vertrag.pdf'],
    ['vertrag.PDF', 'vertrag.PDF'],
    ['vertrag.Pdf', 'vertrag.Pdf'],
    ['vertrag.pdf.txt', 'vertrag.pdf.txt.pdf'],
    ['vertragpdf', 'vertragpdf.pdf'],
    ['', '.pdf'],
  ])('%j → %j', (name, result) => {
    expect(withPdfExtension(name)).toBe(result);
  });
});

describe('shortenFileName', () => {
  it('keeps names up to 30 characters (extension included)', () => {
    expect(shortenFileName('Antrag.pdf')).toBe('Antrag.pdf');
    expect(shortenFileName('a'.repeat(30 - 4))).toBe(`${'a'.repeat(26)}.pdf`);
    expect(shortenFileName(`${'a'.repeat(26)}.PDF`)).toBe(`${'a'.repeat(26)}.PDF`);
  });

  it('shortens a 31-character name to first 18 + .... + last 8', () => {
    const name = 'Versicherungsschein_2024_Kopie.pdf'; // 34
    expect(shortenFileName(name)).toBe('Versicherungsschei....opie.pdf');
    expect(shortenFileName(name)).toHaveLength(30);
    const exactly31 = `${'b'.repeat(27)}.pdf`;
    expect(shortenFileName(exactly31)).toBe(`${'b'.repeat(18)}....${'b'.repeat(4)}.pdf`);
  });

  it('adds .pdf before shortening, so the kept end shows it', () => {
    expect(shortenFileName('Beratungsprotokoll_Altersvorsorge')).toBe(
      'Beratungsprotokoll....orge.pdf',
    );
    expect(shortenFileName(`${'x'.repeat(27)}`)).toBe(`${'x'.repeat(18)}....${'x'.repeat(4)}.pdf`);
  });

  it('counts umlauts and emoji as one character each', () => {
    const name = `${'ä'.repeat(20)}😀${'ö'.repeat(9)}`; // 30 code points + .pdf
    const short = shortenFileName(name);
    expect([...short]).toHaveLength(30);
    expect(short).toBe(`${'ä'.repeat(18)}....${'ö'.repeat(4)}.pdf`);
    expect(shortenFileName(`${'ü'.repeat(17)}😀😀${'ß'.repeat(20)}`)).toBe(
      `${'ü'.repeat(17)}😀....ßßßß.pdf`,
    );
  });
});
