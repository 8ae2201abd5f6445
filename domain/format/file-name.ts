// SPEC §5, §9: file names are shown with a .pdf extension and shortened to 30 characters.
export const MAX_FILE_NAME_LENGTH = 30;
export const KEPT_END_LENGTH = 8;
export const SHORTENING_JOINER = '....';
const PDF_EXTENSION = '.pdf';

/** Appends '.pdf' unless the name already ends in it, in any letter case (SPEC §5). */
export const withPdfExtension = (name: string): string =>
  name.toLowerCase().endsWith(PDF_EXTENSION) ? name : `${name}${PDF_EXTENSION}`;

/**
 * SPEC §9: how a document's name is shown: the '.pdf' extension is added FIRST, so the kept
 * last 8 characters always show it; a name longer than 30 characters becomes its first 18,
 * '....' and its last 8 (exactly 30). Counted in Unicode code points, so an emoji or other
 * astral character is never cut in half.
 */
export const shortenFileName = (name: string): string => shortenName(withPdfExtension(name));

/**
 * The same shortening for a name that keeps its own extension (an uploaded photo's '.png'):
 * over 30 code points, its first 18, '....' and its last 8.
 */
export const shortenName = (name: string): string => {
  const chars = [...name];
  if (chars.length <= MAX_FILE_NAME_LENGTH) return chars.join('');
  const headLength = MAX_FILE_NAME_LENGTH - KEPT_END_LENGTH - SHORTENING_JOINER.length;
  return `${chars.slice(0, headLength).join('')}${SHORTENING_JOINER}${chars.slice(-KEPT_END_LENGTH).join('')}`;
};
