import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { documentFaces, FACE_FILES } from '../../../adapters/pdf/dejavu-faces';

// The faces are parsed once per process, each word shaped once per face and each outline decoded
// once per face (issue 31). Each document must still get what a face parsed for it alone gives:
// the same glyphs with the same characters, the same positions (its own objects: pdfkit scales
// them in place), the same subset. Compared here with a face fontkit parses anew each time.

interface Glyph {
  readonly id: number;
  readonly codePoints: readonly number[];
}
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}
interface Run {
  readonly glyphs: readonly Glyph[];
  readonly positions: Position[];
  readonly advanceWidth: number;
  readonly script: string;
  readonly direction: string;
}
interface Subset {
  includeGlyph(id: number): number;
  encode(): Uint8Array;
}
interface Face {
  layout(text: string): Run;
  createSubset(): Subset;
}

const fresh = (file: string): Face => fontkit.create(readFileSync(file)) as unknown as Face;

// pdfkit's pieces of text: words with their trailing space. Kerning pairs, ligature candidates,
// a combining accent, composite glyphs, Greek and Cyrillic.
const WORDS = [
  'Antrag ',
  'AVATAR ',
  'Tоwer ',
  'office ',
  'e\u0301te ',
  'Żółć-Wałęsa ',
  'Güçlüoğlu',
  'Αθανάσιος ',
  'Шевченко ',
  '1.234,56 € ',
  '„Vorläufig“ ',
  'ﬁnal ',
];

const shape = (run: Run) => ({
  glyphs: run.glyphs.map((glyph) => [glyph.id, [...glyph.codePoints]]),
  positions: run.positions.map((p) => [p.xAdvance, p.yAdvance, p.xOffset, p.yOffset]),
  advanceWidth: run.advanceWidth,
  script: run.script,
  direction: run.direction,
});

describe('the DejaVu faces of the documents', () => {
  for (const face of ['regular', 'bold'] as const) {
    it(`shape every word as a face parsed anew does, each time (${face})`, async () => {
      for (let document = 0; document < 3; document += 1) {
        const view = (await documentFaces())[face] as unknown as Face;
        // A glyph keeps the characters it was first drawn for in a document („ﬁ“ after „office“).
        const own = fresh(FACE_FILES[face]);
        // Backwards in the second document: a word kept from before meets other glyphs first.
        for (const word of document === 1 ? [...WORDS].reverse() : WORDS) {
          const run = view.layout(word);
          expect(shape(run), word).toEqual(shape(own.layout(word)));
          // pdfkit scales a run's positions in place: the next document's must not change.
          for (const position of run.positions) position.xAdvance *= 1000;
        }
      }
    });

    it(`subset a document's glyphs into the same font file (${face})`, async () => {
      // One document with composite glyphs only („ć“: „c“ and an acute), then one with the parts.
      for (const text of ['Żółć Güçlüoğlu ', 'c ´ ¸ Nordlicht Kapital ', 'ĉ ç ć c ']) {
        const view = (await documentFaces())[face] as unknown as Face;
        const own = fresh(FACE_FILES[face]);
        const [ours, theirs] = [view.createSubset(), own.createSubset()];
        const oursIds = view.layout(text).glyphs.map((glyph) => ours.includeGlyph(glyph.id));
        const theirIds = own.layout(text).glyphs.map((glyph) => theirs.includeGlyph(glyph.id));
        expect(oursIds).toEqual(theirIds);
        expect(Buffer.from(ours.encode()).equals(Buffer.from(theirs.encode())), text).toBe(true);
      }
    });
  }
});
