import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import { MemoryTariffCatalogue } from '../../../adapters/memory/memory-tariff-catalogue.adapter';
import { PdfkitDocumentRenderer } from '../../../adapters/pdf/pdfkit-document-renderer.adapter';
import { makeApplicationDocuments } from '../../../ports/use-cases/application-documents.use-case';
import {
  RIESTER_FAMILY_CHOICE,
  RIESTER_FAMILY_FORM,
} from '../../fixtures/application/riester-family';
import { demoCatalogue } from '../../fixtures/application/sample-application';
import { pdfText } from '../../support/pdf-text';

// Issue 29, finding 6: the result list promised the Kinderzulage, the Zulagenantrag had no
// children. The Antrag's PDF now names each child, and the text is read back from the file.

describe('the Antrag PDF of a Riester family', () => {
  it('lists both children with birth date, Kindergeld recipient and Zulage, and the total', async () => {
    const documents = makeApplicationDocuments({
      catalogue: new MemoryTariffCatalogue(demoCatalogue()),
      renderer: new PdfkitDocumentRenderer(),
      store: new MemoryApplicationStore(),
      clock: new FixedClockAdapter(Temporal.Instant.from('2026-03-15T10:00:00Z')),
    });
    const made = await documents.preview(RIESTER_FAMILY_FORM, RIESTER_FAMILY_CHOICE);
    if (!made.ok) throw new Error(made.error.message);
    const antrag = made.value.find((document) => document.id === 'antrag');
    if (antrag === undefined) throw new Error('no Antrag');
    const text = await pdfText(antrag.bytes);
    expect(text).toContain('Zulagenantrag (§ 89 EStG)');
    expect(text).toContain('Kind 1 Lena Müßig-Özdemir, geboren am 03.05.2012');
    expect(text).toContain('Kindergeld erhält Ich');
    expect(text).toContain('Kinderzulage 300,00 € im Jahr');
    expect(text).toContain('Kind 2 Jonas Müßig-Özdemir, geboren am 21.12.2004');
    expect(text).toContain('Kinderzulage 185,00 € im Jahr');
    expect(text).toContain('Kinderzulage insgesamt 485,00 € im Jahr');
  });
});
