const isDigitCode = (code: number): boolean => code >= 48 && code <= 57;

const skipDigits = (text: string, from: number): number => {
  let i = from;
  while (i < text.length && isDigitCode(text.charCodeAt(i))) i++;
  return i;
};

/**
 * SPEC §5 "a number must be numeric", read strictly: an optional '-', digits, optionally '.' and
 * digits, optionally an exponent (`e`/`E`, sign, digits) — exactly what `String(number)` writes,
 * so every finite number round-trips. No spaces, no '+' prefix, no hex, no `Infinity`/`NaN`, no
 * `.5` or `5.`; a value too big for a double (`1e400`) is rejected. `-0` reads as 0.
 */
export const parseDecimal = (text: string): number | undefined => {
  const negative = text.charCodeAt(0) === 45;
  let i = negative ? 1 : 0;
  const integerStart = i;
  // Whole numbers up to 15 digits are exact in a double: add them up without Number().
  let whole = 0;
  for (let code = text.charCodeAt(i); code >= 48 && code <= 57; code = text.charCodeAt(++i)) {
    whole = whole * 10 + (code - 48);
  }
  if (i === integerStart) return undefined;
  if (i === text.length && i - integerStart <= 15) return negative && whole !== 0 ? -whole : whole;
  if (text.charCodeAt(i) === 46) {
    const fractionStart = i + 1;
    i = skipDigits(text, fractionStart);
    if (i === fractionStart) return undefined;
  }
  const e = text.charCodeAt(i);
  if (e === 101 || e === 69) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 43 || sign === 45) i++;
    const exponentStart = i;
    i = skipDigits(text, exponentStart);
    if (i === exponentStart) return undefined;
  }
  if (i !== text.length) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) return undefined;
  return value === 0 ? 0 : value;
};
