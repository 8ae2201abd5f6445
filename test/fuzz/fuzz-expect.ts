import { expect } from 'vitest';

// Words of English error texts; a German message has none of them. (SPEC §5's query message
// "Couldnt parse value: … to …" is word for word in the spec and is allowed as it is.)
const ENGLISH =
  /\b(the|must|should|expected|invalid|error|cannot|unsupported|required|request|body|not allowed)\b/i;
const SPEC_QUERY_MESSAGE = /^Couldnt parse value: [\s\S]* to [A-Za-z]+$/;

/** A German message for a user: non-empty, no English words, no stack trace. */
export const expectGermanMessage = (message: unknown): void => {
  expect(typeof message).toBe('string');
  const text = message as string;
  expect(text.trim()).not.toBe('');
  expect(text).not.toMatch(/\n\s+at /);
  if (!SPEC_QUERY_MESSAGE.test(text)) expect(text).not.toMatch(ENGLISH);
};

/** A typed domain error: a `kind` under `prefix` and a German message. */
export const expectTypedError = (error: unknown, prefix: string): void => {
  expect(error).toBeTypeOf('object');
  const { kind, message } = error as { kind?: unknown; message?: unknown };
  expect(typeof kind).toBe('string');
  expect((kind as string).startsWith(prefix), `kind ${String(kind)} under ${prefix}`).toBe(true);
  expectGermanMessage(message);
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text is well-formed UTF-16 (no lone surrogate). */
export const isWellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);
