import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font } from 'fontkit';
import { type ShapedWords, type ShapingFace, shapeOncePerFace } from './shaped-words';

/**
 * The documents' typeface: DejaVu Sans (npm package dejavu-fonts-ttf, Bitstream Vera licence with
 * the DejaVu changes in the public domain), embedded as a subset of the glyphs used. Unlike the
 * built-in Helvetica (WinAnsi, Latin-1 only) it prints every Latin, Greek and Cyrillic name as
 * typed: „Łukasz Żółć-Wałęsa“, „Şükrü Güçlüoğlu“, „Jiří Dvořák“, „Αθανάσιος Παπαδόπουλος“.
 * Read once per process from node_modules, never from the system or the network.
 */
const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

/** The files of the two faces. */
export const FACE_FILES = {
  regular: path.join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
} as const;

export interface DocumentFaces {
  readonly regular: Font;
  readonly bold: Font;
}

/**
 * Both faces are parsed once per process (fontkit decodes a table on its first use and keeps it:
 * the glyph substitution and positioning tables, metrics, glyph names — four fifths of a
 * document's time when every document parsed its own copy, issue 31). What a document changes
 * stays its own: each document draws with a view of the parsed face (`Object.create`) with its
 * own glyph objects, layout engine and character map lookup, as a face parsed for it alone would.
 *
 * Why the glyph objects: fontkit keeps one glyph object per glyph id and font, made on first use
 * with the characters it was first drawn for (`getGlyph(id, codePoints)`), and pdfkit maps each
 * embedded glyph back to text by those characters (its ToUnicode map). Subsetting makes the parts
 * of a composite glyph — the „c“ and the acute of „ć“ — with no characters; with one face shared
 * as is, every later document's „c“ had no text („Nordli\u0007ht“, found by the clean-clone run
 * on 29 Nov 2026). The layout engine and the character map lookup are cached per object by
 * fontkit (its `@cache` getters define the value on the object read from): read from the view,
 * they are made for the view and create their glyphs there. The parsed face itself is never
 * handed out, so it never caches one of them. A document is drawn synchronously (pdfkit embeds
 * the subsets in `end()`), so the face's shared byte stream is never read by two at once.
 */
let parsed: Promise<{ readonly regular: Parsed; readonly bold: Parsed }> | undefined;

/** A parsed face, the words shaped with it (shaped-words.ts) and its glyphs' outlines. */
interface Parsed {
  readonly face: Font & ShapingFace;
  readonly words: ShapedWords;
  readonly outlines: Map<number, unknown>;
}

/** The part of a fontkit glyph its outline is read with. */
interface OutlinedGlyph {
  readonly id: number;
  _decode(): unknown;
}

/**
 * The view's glyphs with their outlines decoded once per face. pdfkit's subset of a document
 * decodes each glyph's outline (fontkit's `_decode`, every point of it) only to find the parts of
 * composite glyphs: a sixth of a document's time. An outline is the face's and the glyph id's
 * alone, and nothing changes it (only a variable font's glyphs would be, and DejaVu is none).
 */
const outlinesOncePerFace = (
  getGlyph: ShapingFace['getGlyph'],
  outlines: Parsed['outlines'],
): ShapingFace['getGlyph'] =>
  function outlinedGlyph(this: ShapingFace, id, characters) {
    const glyph = getGlyph.call(this, id, characters) as OutlinedGlyph | null;
    if (glyph !== null && !Object.hasOwn(glyph, '_decode')) {
      const decode = glyph._decode;
      glyph._decode = () => {
        if (!outlines.has(glyph.id)) outlines.set(glyph.id, decode.call(glyph));
        return outlines.get(glyph.id);
      };
    }
    return glyph as OutlinedGlyph;
  };

const parseFaces = async (): Promise<{ readonly regular: Parsed; readonly bold: Parsed }> => {
  const fontkit = await import('fontkit');
  const face = (file: string): Parsed => ({
    face: fontkit.create(fs.readFileSync(file)) as Font & ShapingFace,
    words: new Map(),
    outlines: new Map(),
  });
  return { regular: face(FACE_FILES.regular), bold: face(FACE_FILES.bold) };
};

/** A face for one document: the parsed tables shared, the glyph objects its own. */
const documentView = ({ face, words, outlines }: Parsed): Font => {
  const view = Object.create(face) as Font & ShapingFace & { _glyphs: Record<number, unknown> };
  view._glyphs = {};
  shapeOncePerFace(view, words, face.layout, outlinesOncePerFace(face.getGlyph, outlines));
  return view;
};

/** The faces for one document (see `parsed`). */
export const documentFaces = async (): Promise<DocumentFaces> => {
  parsed ??= parseFaces();
  const { regular, bold } = await parsed;
  return { regular: documentView(regular), bold: documentView(bold) };
};
