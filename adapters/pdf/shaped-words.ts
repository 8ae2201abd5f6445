/**
 * Shaping done once per face and word, for every document (issue 31). pdfkit lays text out word by
 * word (`font.layout` of each word with its trailing space) and keeps the runs for one document
 * only; fontkit's shaping of a word (glyph substitution and positioning over DejaVu's tables) was
 * a third of a document's time. A word's shape depends on its text and the face alone, so it is
 * kept per parsed face, and each document gets it as fontkit would have given it:
 *
 * - the document's own glyph objects, asked for with the very calls (glyph id and characters,
 *   in order) fontkit made while shaping the word — so every glyph is made with the characters
 *   it would have had in a document of its own (pdfkit maps a glyph back to text by them, see
 *   dejavu-faces.ts);
 * - fresh position objects (pdfkit scales the positions of a run in place).
 *
 * Only the plain call is kept (a string, no features, script, language or direction given), the
 * only one pdfkit makes for the documents; any other goes to fontkit as before. The words are
 * bounded (oldest out first): the documents' labels and amounts repeat, names do not.
 */

interface Glyph {
  readonly id: number;
}

interface Position {
  [key: string]: number;
}

/** A fontkit GlyphRun: the glyphs, their positions, and its script, language, direction, features. */
interface Run {
  glyphs: Glyph[];
  positions: Position[];
  [key: string]: unknown;
}

/** The part of a fontkit font (or a document's view of one) shaping uses. */
export interface ShapingFace {
  layout(text: string, ...rest: unknown[]): Run;
  getGlyph(id: number, characters?: number[]): Glyph;
}

interface Shaped {
  /** fontkit's glyph requests while shaping the word, in order: glyph id and characters. */
  readonly requests: readonly (readonly [number, readonly number[]])[];
  readonly glyphs: readonly number[];
  readonly positions: readonly Position[];
  /** The run's other fields (script, language, direction, features) and its prototype. */
  readonly fields: Readonly<Record<string, unknown>>;
  readonly prototype: object;
}

/** The words shaped with one face. */
export type ShapedWords = Map<string, Shaped>;

/** Words kept per face: an application's documents have some 600 different ones. */
export const SHAPED_WORDS = 4096;

const copyPosition = (position: Position): Position =>
  Object.assign(Object.create(Object.getPrototypeOf(position)), position);

/**
 * Makes `view.layout` (a document's view of `face`, see dejavu-faces.ts) shape each word once
 * per face. `fontkitLayout` and `fontkitGetGlyph` are fontkit's own methods for the face.
 */
export const shapeOncePerFace = (
  view: ShapingFace,
  words: ShapedWords,
  fontkitLayout: ShapingFace['layout'],
  fontkitGetGlyph: ShapingFace['getGlyph'],
): void => {
  let requests: [number, readonly number[]][] | undefined;
  view.getGlyph = function getGlyph(this: ShapingFace, id, characters = []) {
    requests?.push([id, [...characters]]);
    return fontkitGetGlyph.call(this, id, characters);
  };
  view.layout = function layout(this: ShapingFace, text, ...rest) {
    if (typeof text !== 'string' || rest.some((argument) => argument !== undefined)) {
      return fontkitLayout.call(this, text, ...rest);
    }
    const kept = words.get(text);
    if (kept !== undefined) return replay(this, kept);
    requests = [];
    let run: Run;
    let made: readonly (readonly [number, readonly number[]])[];
    try {
      run = fontkitLayout.call(this, text);
    } finally {
      made = requests;
      requests = undefined;
    }
    const { glyphs, positions, ...fields } = run;
    words.set(text, {
      requests: made,
      glyphs: glyphs.map((glyph) => glyph.id),
      positions: positions.map(copyPosition),
      fields: { ...fields, features: { ...(fields.features as object) } },
      prototype: Object.getPrototypeOf(run),
    });
    if (words.size > SHAPED_WORDS) words.delete(words.keys().next().value as string);
    return run;
  };
};

/** The run of a kept word for one document: its own glyph objects and positions. */
const replay = (view: ShapingFace, shaped: Shaped): Run => {
  for (const [id, characters] of shaped.requests) view.getGlyph(id, [...characters]);
  const run: Run = Object.assign(Object.create(shaped.prototype), shaped.fields, {
    glyphs: shaped.glyphs.map((id) => view.getGlyph(id)),
    positions: shaped.positions.map(copyPosition),
    features: { ...(shaped.fields.features as object) },
  });
  return run;
};
