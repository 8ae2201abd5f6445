// Words of English error texts; a German message has none of them. (SPEC §5's query message
// "Couldnt parse value: … to …" is word for word in the spec and is allowed as it is.)
const ENGLISH =
  /\b(the|must|should|expected|invalid|error|cannot|unsupported|required|request|body|not allowed)\b/i;
const SPEC_QUERY_MESSAGE = /^Couldnt parse value: [\s\S]* to [A-Za-z]+$/;

/** A broken invariant: the harness counts an AssertionError as one, anything else as an exception. */
class FuzzAssertionError extends Error {
  override readonly name = 'AssertionError';
}

/**
 * A check for the hot path of a million-case run: vitest's `expect` builds an assertion object
 * per call, which costs more than many of the parsers under test; this costs nothing when it
 * holds and fails the same way (an AssertionError with the message).
 */
export const ensure = (holds: boolean, message: () => string): void => {
  if (!holds) throw new FuzzAssertionError(message());
};

/**
 * A German message for a user: non-empty, no stack trace, and no English words once the parts
 * it echoes from the input (`echoed`, and whatever follows the first ': ') are taken out.
 */
export const expectGermanMessage = (message: unknown, echoed: readonly string[] = []): void => {
  ensure(typeof message === 'string', () => `message is not a text: ${String(message)}`);
  const text = message as string;
  ensure(text.trim() !== '', () => 'message is empty');
  ensure(!/\n\s+at /.test(text), () => `message carries a stack trace: ${text}`);
  if (SPEC_QUERY_MESSAGE.test(text)) return;
  const own = echoed
    .filter((part) => part !== '')
    .reduce((rest, part) => rest.replaceAll(part, ' '), text);
  // What follows the first ': ' is the echoed input ("Unbekanntes Feld: x"), the client's words.
  const colon = own.indexOf(': ');
  const ours = colon === -1 ? own : own.slice(0, colon);
  ensure(!ENGLISH.test(ours), () => `message has English words: ${ours}`);
};

/**
 * A typed domain error: a `kind` under `prefix` and a German message; string fields of the
 * error besides kind and message (key, value) are what it echoes from the input.
 */
export const expectTypedError = (
  error: unknown,
  prefix: string,
  echoed: readonly string[] = [],
): void => {
  ensure(
    typeof error === 'object' && error !== null,
    () => `error is not an object: ${String(error)}`,
  );
  const { kind, message, ...rest } = error as Record<string, unknown>;
  ensure(
    typeof kind === 'string' && kind.startsWith(prefix),
    () => `kind ${String(kind)} under ${prefix}`,
  );
  const fields = Object.values(rest).filter((value): value is string => typeof value === 'string');
  expectGermanMessage(message, [...fields, ...echoed]);
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text is well-formed UTF-16 (no lone surrogate). */
export const isWellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);

/** Whether every text in a JSON-like value (keys included) is well-formed UTF-16. */
export const hasWellFormedTexts = (value: unknown): boolean => {
  if (typeof value === 'string') return isWellFormed(value);
  if (typeof value !== 'object' || value === null) return true;
  return Object.entries(value).every(
    ([key, item]) => isWellFormed(key) && hasWellFormedTexts(item),
  );
};

/** Where two JSON-like values first differ (Object.is on leaves, so -0 and 0 differ), or null. */
export const firstDifference = (a: unknown, b: unknown, at = ''): string | null => {
  if (Object.is(a, b)) return null;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    return `${at || '(root)'}: ${String(a)} (${typeof a}) ≠ ${String(b)} (${typeof b})`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${at}.${key}`,
    );
    if (found !== null) return found;
  }
  return null;
};
