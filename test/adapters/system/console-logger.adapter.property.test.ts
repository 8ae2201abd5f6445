import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConsoleLoggerAdapter } from '../../../adapters/system/console-logger.adapter';

// Any UTF-16 code unit, lone surrogates and control characters included.
const anyText = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  maxLength: 12,
});
const mostlyPlainText = fc.oneof(fc.string({ maxLength: 12 }), anyText);
// Keys JSON.stringify keeps in insertion order (no array indices) and that are not reserved.
const key = mostlyPlainText.filter(
  (k) => !/^(0|[1-9]\d*)$/.test(k) && !['time', 'level', 'msg', '__proto__'].includes(k),
);
const value = fc.oneof(
  mostlyPlainText,
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.record({ nested: mostlyPlainText }),
);

const lineOf = (message: string, meta: Record<string, unknown>): string => {
  const lines: string[] = [];
  new ConsoleLoggerAdapter('info', {
    sink: { write: (line) => lines.push(line) },
    now: () => 0,
    batch: false,
  }).log('info', message, meta);
  return lines[0] ?? '';
};

describe('ConsoleLoggerAdapter line properties', () => {
  it('writes exactly what JSON.stringify writes for the meta, after time, level and msg', () => {
    fc.assert(
      fc.property(mostlyPlainText, fc.dictionary(key, value, { maxKeys: 6 }), (message, meta) => {
        const rest = JSON.stringify(meta);
        const head = `{"time":"1970-01-01T00:00:00.000Z","level":"info","msg":${JSON.stringify(message)}`;
        const expected = rest === '{}' ? `${head}}\n` : `${head},${rest.slice(1)}\n`;
        expect(lineOf(message, meta)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('calls toJSON as JSON.stringify does', () => {
    const meta = { a: 1, toJSON: () => ({ b: 2 }) };
    expect(JSON.parse(lineOf('m', meta))).toMatchObject({ msg: 'm', b: 2 });
    const when = new Date(86_400_000);
    expect(JSON.parse(lineOf('m', { when })).when).toBe('1970-01-02T00:00:00.000Z');
  });
});
