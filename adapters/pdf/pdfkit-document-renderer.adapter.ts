import { injectable } from 'inversify';
import type PDFKitDocument from 'pdfkit';
import type { DocumentModel } from '../../domain/application/document-model';
import type { DocumentRendererPort } from '../../ports/document-renderer.port';
import { documentFaces } from './dejavu-faces';

const MARGIN = 56;
const LABEL_WIDTH = 190;
const GAP = 12;

/**
 * Writes `text` at (x, doc.y) within `width` and returns the y below it. Most lines of a
 * document (headings, labels, values) fit on one line: those are placed without pdfkit's line
 * wrapper, which runs the Unicode line-breaking algorithm over every character and measures
 * every word, and is most of the cost of a page of short lines. The y step is the wrapper's
 * own (one line height), so the layout is the same; a line that does not fit is wrapped as
 * before.
 */
const writeText = (doc: PDFKit.PDFDocument, text: string, x: number, width: number): number => {
  const y = doc.y;
  if (doc.widthOfString(text) > width || text.includes('\n')) {
    doc.text(text, x, y, { width });
    return doc.y;
  }
  doc.text(text, x, y, { lineBreak: false });
  doc.x = x;
  return y + doc.currentLineHeight(true);
};

const REGULAR = 'Sans';
const BOLD = 'Sans-Bold';

/** A new page when a line of the current font would run past the bottom margin. */
const keepOnPage = (doc: PDFKit.PDFDocument): void => {
  if (doc.y + doc.currentLineHeight(true) > doc.page.maxY()) doc.addPage();
};

/**
 * A4 PDFs with pdfkit in DejaVu Sans (embedded as a subset, see dejavu-faces.ts). The creation
 * date is the document's own date, so the same content gives the same bytes (and size) again.
 */
// pdfkit with its font and layout packages takes some 150 ms to load: with the first document,
// not at every start of the server (issue 31, finding 7).
let pdfkit: Promise<typeof PDFKitDocument> | undefined;
const loadPdfkit = (): Promise<typeof PDFKitDocument> => {
  pdfkit ??= import('pdfkit').then((module) => module.default);
  return pdfkit;
};

@injectable()
export class PdfkitDocumentRenderer implements DocumentRendererPort {
  async render(model: DocumentModel): Promise<Uint8Array> {
    const [PDFDocument, { regular, bold }] = await Promise.all([loadPdfkit(), documentFaces()]);
    return new Promise((resolve, reject) => {
      const created = new Date(`${model.date}T00:00:00Z`);
      const doc = new PDFDocument({
        size: 'A4',
        margin: MARGIN,
        info: {
          Title: model.title,
          Subject: model.subtitle,
          Creator: 'Rentenkompass',
          Producer: 'Rentenkompass',
          CreationDate: created,
          ModDate: created,
        },
      });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      doc.on('error', reject);
      doc.registerFont(REGULAR, regular);
      doc.registerFont(BOLD, bold);
      const width = doc.page.width - 2 * MARGIN;
      const valueX = MARGIN + LABEL_WIDTH + GAP;
      const valueWidth = width - LABEL_WIDTH - GAP;

      doc.font(BOLD).fontSize(18);
      doc.y = writeText(doc, model.title, MARGIN, width);
      doc.moveDown(0.2).font(REGULAR).fontSize(10).fillColor('#444444');
      doc.y = writeText(doc, model.subtitle, MARGIN, width);
      doc.fillColor('#000000');
      for (const section of model.sections) {
        doc.moveDown(1).font(BOLD).fontSize(12);
        keepOnPage(doc);
        doc.y = writeText(doc, section.heading, MARGIN, width);
        doc.moveDown(0.3).font(REGULAR).fontSize(10);
        for (const [label, value] of section.rows ?? []) {
          keepOnPage(doc);
          const y = doc.y;
          const labelEnd = writeText(doc, label, MARGIN, LABEL_WIDTH);
          doc.y = y;
          const valueEnd = writeText(doc, value, valueX, valueWidth);
          doc.y = Math.max(labelEnd, valueEnd) + 2;
        }
        for (const paragraph of section.paragraphs ?? []) {
          doc.text(paragraph, MARGIN, doc.y, { width, align: 'left' }).moveDown(0.4);
        }
      }
      doc
        .moveDown(1.5)
        .fontSize(8)
        .fillColor('#555555')
        .text(model.footnote, MARGIN, doc.y, { width });
      doc.end();
    });
  }
}
