// The part of fontkit (pdfkit's font engine, a dependency of pdfkit) the font coverage test reads.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
}
