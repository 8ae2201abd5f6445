import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ROOT } from './built-server';

const FONTS = `${path.join(ROOT, 'node_modules/pdfjs-dist/standard_fonts')}/`;

/** The text of every page of a PDF, lines joined by spaces, no-break spaces as plain ones. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: FONTS })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replaceAll('\u00a0', ' ').replace(/ {2,}/g, ' ');
};
