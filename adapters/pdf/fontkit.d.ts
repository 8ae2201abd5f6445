// The part of fontkit (pdfkit's font engine) the documents use: a font parsed once per process
// and handed to pdfkit, which accepts a parsed fontkit Font in `registerFont` since 0.20.0 (its
// CHANGELOG; @types/pdfkit 0.17 does not say so yet, hence the overload below), and the font
// coverage test's glyph lookup.
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: readonly string[]): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}

declare namespace PDFKit.Mixins {
  interface PDFFont {
    registerFont(name: string, src: import('fontkit').Font): this;
  }
}
