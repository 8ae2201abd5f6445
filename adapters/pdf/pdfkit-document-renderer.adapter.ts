import { injectable } from 'inversify';
import PDFDocument from 'pdfkit';
import type { DocumentModel } from '../../domain/application/document-model';
import type { DocumentRendererPort } from '../../ports/document-renderer.port';

const MARGIN = 56;
const LABEL_WIDTH = 190;
const GAP = 12;

/**
 * A4 PDFs with pdfkit and its built-in Helvetica (WinAnsi covers ä, ö, ü, ß and €). The creation
 * date is the document's own date, so the same content gives the same bytes (and size) again.
 */
@injectable()
export class PdfkitDocumentRenderer implements DocumentRendererPort {
  render(model: DocumentModel): Promise<Uint8Array> {
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
      const width = doc.page.width - 2 * MARGIN;

      doc.font('Helvetica-Bold').fontSize(18).text(model.title);
      doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#444444').text(model.subtitle);
      doc.fillColor('#000000');
      for (const section of model.sections) {
        doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text(section.heading, MARGIN);
        doc.moveDown(0.3).font('Helvetica').fontSize(10);
        for (const [label, value] of section.rows ?? []) {
          const y = doc.y;
          doc.text(label, MARGIN, y, { width: LABEL_WIDTH });
          const labelEnd = doc.y;
          doc.text(value, MARGIN + LABEL_WIDTH + GAP, y, { width: width - LABEL_WIDTH - GAP });
          doc.y = Math.max(labelEnd, doc.y) + 2;
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
