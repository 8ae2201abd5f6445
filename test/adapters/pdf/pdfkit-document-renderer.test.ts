import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import { MemoryTariffCatalogue } from '../../../adapters/memory/memory-tariff-catalogue.adapter';
import { PdfkitDocumentRenderer } from '../../../adapters/pdf/pdfkit-document-renderer.adapter';
import { makeApplicationDocuments } from '../../../ports/use-cases/application-documents.use-case';
import {
  demoCatalogue,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../fixtures/application/sample-application';
import { pdfText } from '../../support/pdf-text';

// Names outside Latin-1 print as typed (issue 29, finding 8): the documents embed DejaVu Sans
// (npm package dejavu-fonts-ttf) instead of the built-in Helvetica, which garbled them
// („Łukasz Żółć-Wałęsa“ came out as „  V¶7¢{ó!-Wa!sa“). Checked by extracting each PDF's text.

const NAMES = [
  ['Łukasz', 'Żółć-Wałęsa'], // Polish
  ['Şükrü', 'Güçlüoğlu'], // Turkish
  ['Αθανάσιος', 'Παπαδόπουλος'], // Greek
  ['Jiří', 'Dvořák'], // Czech
  ['Ярослава', 'Шевченко'], // Ukrainian (Cyrillic)
  ['Jürgen', 'Müßig-Özdemir'], // German, as before
] as const;

const renderer = new PdfkitDocumentRenderer();

describe('the PDF documents', () => {
  it('print every name as typed, in a document of their own', async () => {
    const bytes = await renderer.render({
      title: 'Antrag',
      subtitle: 'Entwurf',
      sections: [
        { heading: 'Personen', rows: NAMES.map(([first, last]) => ['Name', `${first} ${last}`]) },
      ],
      footnote: 'Demo',
      date: '2026-11-29',
    });
    const text = await pdfText(bytes);
    for (const [first, last] of NAMES) expect(text).toContain(`${first} ${last}`);
  });

  it('print a Polish, a Turkish and a Greek applicant wherever the documents name the applicant', async () => {
    const documents = makeApplicationDocuments({
      catalogue: new MemoryTariffCatalogue(demoCatalogue()),
      renderer,
      store: new MemoryApplicationStore(),
      clock: new FixedClockAdapter(Temporal.Instant.from('2026-03-15T10:00:00Z')),
    });
    /** The documents whose text names the applicant, for a name. */
    const naming = async (firstName: string, lastName: string): Promise<string[]> => {
      const form = {
        ...SAMPLE_FORM,
        personal: { ...SAMPLE_FORM.personal, firstName, lastName },
        accountHolder: `${firstName} ${lastName}`,
      };
      const made = await documents.preview(form, SAMPLE_CHOICE);
      if (!made.ok) throw new Error(made.error.message);
      expect(made.value).toHaveLength(4);
      const named: string[] = [];
      for (const document of made.value) {
        if ((await pdfText(document.bytes)).includes(`${firstName} ${lastName}`)) {
          named.push(document.id);
        }
      }
      return named;
    };
    // The German name as the reference: the Antrag names the applicant (the others are the
    // product's documents), and so it must for every script.
    const german = await naming('Jürgen', 'Müßig-Özdemir');
    expect(german).toContain('antrag');
    for (const [firstName, lastName] of NAMES.slice(0, 3)) {
      expect(await naming(firstName, lastName), lastName).toEqual(german);
    }
  });

  it('gives the same bytes for the same document (its fonts included)', async () => {
    const model = {
      title: 'Kosteninformation',
      subtitle: 'RK-2026-7K4QX9MB',
      sections: [{ heading: 'Kosten', paragraphs: ['Łukasz Żółć-Wałęsa: 1.234,56 €'] }],
      footnote: 'Demo',
      date: '2026-11-29',
    };
    const [first, second] = await Promise.all([renderer.render(model), renderer.render(model)]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('keeps each document its own although the fonts are parsed once per process', async () => {
    // The parsed faces are shared by every document: one drawn in between with other letters
    // (Greek, Cyrillic, bold) must leave no glyph or width in the next one's subset.
    const latin = {
      title: 'Ihr Antrag',
      subtitle: 'RK-2026-7K4QX9MB',
      sections: [{ heading: 'Person', rows: [['Name', 'Jürgen Müßig-Özdemir']] as const }],
      footnote: 'Demo',
      date: '2026-11-29',
    };
    const other = {
      ...latin,
      sections: [
        { heading: 'Πρόσωπο', rows: NAMES.map(([f, l]) => ['Имя', `${f} ${l}`] as const) },
      ],
    };
    const before = await renderer.render(latin);
    const between = await renderer.render(other);
    const after = await renderer.render(latin);
    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(true);
    expect(await pdfText(between)).toContain('Αθανάσιος Παπαδόπουλος');
    expect(await pdfText(after)).not.toContain('Αθανάσιος');
  });
});
