import { describe, expect, it } from 'vitest';
import { PdfkitDocumentRenderer } from '../../../adapters/pdf/pdfkit-document-renderer.adapter';
import type { DocumentModel } from '../../../domain/application/document-model';
import { pdfText } from '../../support/pdf-text';

// The DejaVu faces are parsed once per process and their tables shared by every document
// (issue 31). A parsed face shared as it was garbled later documents: fontkit keeps one glyph
// object per glyph id and font, made on first use with the characters it was first drawn for,
// and pdfkit maps each embedded glyph back to text by those characters. A document with „ć“ but
// no plain „c“ made the glyph „c“ — a part of „ć“ in DejaVu — while subsetting, with no
// characters; every later document's „c“ then had no text („Nordli\u0007ht“, the Riester PDF
// test of the clean-clone run, 29 Nov 2026). The accents drawn on their own below are parts of
// „ä“, „é“, „ç“, „č“ … the same way. Several different documents, drawn one after another in one
// process, must each read back as written.

const model = (title: string, rows: readonly (readonly [string, string])[]): DocumentModel => ({
  title,
  subtitle: 'RK-2026-7K4QX9MB',
  sections: [{ heading: title, rows }],
  footnote: 'Demo',
  date: '2026-11-29',
});

// Only letters made of parts (a base letter and an accent), none of the parts on its own.
const COMPOSED = model('Ĉĝĥ Ŝŭ Žółć', [
  ['Ŝŭ', 'Żółć-Wałęsa, Jiří Dvořák, Şükrü Güçlüoğlu'],
  ['Ąę', 'àéîõü ÀÉÎÕÜ čďěňřšťž ČĎĚŇŘŠŤŽ ńśź ŃŚŹ'],
]);

// The parts on their own: the bare letters and the accents (regular and bold).
const PARTS = model('Nordlicht Kapital Gäste', [
  ['Akzente', 'Trema ¨ Akut ´ Cedille ¸ Hatschek ˇ Ogonek ˛ Brevis ˘ Zirkumflex ˆ'],
  ['Buchstaben', 'Nordlicht Kapital zwölf Boxkämpfer jagen Eva quer über den Sylter Deich'],
  ['Groß', 'ACDEGHIJLNORSTUWYZ acdeghijlnorstuwyz'],
]);

const GERMAN = model('Ihr Antrag „Riester“', [
  ['Beitrag', '1.234,56 € im Jahr'],
  ['Name', 'Jürgen Müßig-Özdemir'],
  ['Hinweis', '„Vorläufig“ – bitte prüfen Sie Ihre Angaben, Straße und Hausnummer.'],
]);

const texts = (document: DocumentModel): string[] => [
  document.title,
  ...document.sections.flatMap((section) => (section.rows ?? []).flat()),
];

describe('documents drawn one after another in one process', () => {
  it('each read back as written, whatever was drawn before them', async () => {
    const renderer = new PdfkitDocumentRenderer();
    for (const document of [COMPOSED, PARTS, GERMAN, COMPOSED, PARTS]) {
      const text = await pdfText(await renderer.render(document));
      for (const line of texts(document)) expect(text).toContain(line);
    }
  });
});
